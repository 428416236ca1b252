export {
  APP_LOCALE,
  APP_TIME_ZONE,
  crossesMidnight,
  currentYear,
  formatDate,
  formatShortDate,
  formatTime,
  formatTimeRange,
  isBrowserOutsideAppTimeZone,
  monthName,
  toAppZone,
  todayInAppZone,
  todayIsoDate,
  type DateInput,
} from './dates';
export { formatDateTime, formatWeekdayDate, weekdayName, weekdayShortName } from './weekdays';
