import { GregorianCalendar, type Calendar } from '@internationalized/date';

/**
 * @internationalized/date's `createCalendar` as the portal needs it: react-aria's date fields and
 * calendars ask it for the calendar of their locale, and the portal's one locale (nl-NL) counts in
 * the Gregorian calendar. The build (app/vite.config.ts) puts this in the place of the package's
 * own, which makes any of its 13 calendars and bundled the code of all of them.
 */
export function createCalendar(): Calendar {
  return new GregorianCalendar();
}
