export {
  Timeline,
  type TimelineEntry,
  type TimelineEntryState,
  type TimelineProps,
} from './Timeline';
