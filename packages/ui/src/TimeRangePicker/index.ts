export { parseHHmm, toHHmm, type TimeRange } from './hhmm';
export {
  TIME_RANGE_FROM_LABEL,
  TIME_RANGE_LABEL,
  TIME_RANGE_TO_LABEL,
  TimeRangePicker,
  type TimeRangePickerProps,
} from './TimeRangePicker';
