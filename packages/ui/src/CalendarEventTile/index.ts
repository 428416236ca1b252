export {
  CalendarEventTile,
  type CalendarEventTileProps,
  type CalendarEventTileVariant,
  staticTileStyles,
} from './CalendarEventTile';
export {
  calendarEventTypeLabels,
  formatAddress,
  isSquashed,
  nextSquashStep,
  nightShiftTypes,
  squashThreshold,
  type CalendarEventType,
  type TileAddress,
} from './eventTile';
