export {
  CalendarEventTile,
  type CalendarEventTileProps,
  type CalendarEventTileVariant,
} from './CalendarEventTile';
export {
  CalendarEventType,
  calendarEventTypeInfo,
  formatAddress,
  isSquashed,
  nextSquashStep,
  squashThreshold,
  type CalendarEventTypeNumber,
  type TileAddress,
} from './eventTile';
