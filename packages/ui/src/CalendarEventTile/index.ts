export {
  CalendarEventTile,
  type CalendarEventTileProps,
  type CalendarEventTileVariant,
} from './CalendarEventTile';
export {
  CalendarEventType,
  calendarEventTypeInfo,
  crossesMidnight,
  formatAddress,
  formatTimeRange,
  isSquashed,
  nextSquashStep,
  squashThreshold,
  type CalendarEventTypeNumber,
  type TileAddress,
} from './eventTile';
