export {
  Timeline,
  type TimelineEntry,
  type TimelineEntryState,
  type TimelineProps,
} from './Timeline';
export { formatDutchDate, type DutchDateStyle } from './formatDutchDate';
