export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { parseIsoDateRange, toIsoDateRange, type IsoDateRange } from './isoDateRange';
