import type { CalendarDate } from '@internationalized/date';

/**
 * The day whose cell (month) or heading (week) opened a shift or request, so that the calendar
 * puts the focus back there when the user returns ('Terug naar de agenda' or the browser's back),
 * instead of leaving it on `<body>`. Kept in the module: it lives from one screen to the next.
 */
let returnDay: string | null = null;

/** Remembers the day that opened an item on another screen. */
export function rememberReturnDay(day: CalendarDate): void {
  returnDay = day.toString();
}

/** The remembered day (once: it is forgotten as it is taken), or null. */
export function takeReturnDay(): string | null {
  const day = returnDay;
  returnDay = null;
  return day;
}
