export {
  Timeline,
  type TimelineEntry,
  type TimelineEntryState,
  type TimelineEntryTone,
  type TimelineProps,
} from './Timeline';
