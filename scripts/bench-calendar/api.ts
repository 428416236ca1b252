/**
 * What `npm run bench:calendar` (scripts/bench-calendar.ts) calls in its page
 * (scripts/bench-calendar/page.tsx): the calendars it shows and `window.calendarBench`.
 */

/**
 * Which calendar the page shows: the portal's, react-big-calendar's, or the floor (the same month
 * as bare React elements, `BareMonth`).
 */
export type Subject = 'pidz' | 'react-big-calendar' | 'bare-react';

/** What the runner calls in the page (`window.calendarBench`); each answers milliseconds. */
export interface CalendarBench {
  /** Renders the running app the calendars open in (its providers), before any time is taken. */
  start(): void;
  /** Opens the calendar in it; the time until the filled month is painted. */
  mount(subject: Subject): Promise<number>;
  /** Presses the view's 'next' button; the time until the next month is painted. */
  next(): Promise<number>;
  /** Presses the view's 'previous' button; the time until the first month is painted again. */
  previous(): Promise<number>;
  /** Takes the view away (after which `mount` can show it again, its code now warm). */
  unmount(): void;
  /**
   * Resolves once the main thread has had nothing to do for 600 ms in a row (longer than the
   * offline cache's 500 ms write throttle), so that nothing left from one step runs in the next.
   */
  quiet(): Promise<void>;
  /** Calls to the network the page made (must stay 0: every item comes from the cache). */
  requests(): number;
  /**
   * The portal's month only: from its focused day, one day selected with Shift+ArrowRight (not
   * timed: it loads the selection's bar), then each further Shift+ArrowRight (`steps` of them) and
   * Escape, each timed until the selection it makes is painted.
   */
  select(steps: number): Promise<{ extend: number[]; clear: number }>;
  /**
   * The portal's month only, last: the month's items taken out of the cache, its 42 days selected
   * (Shift and the keys) and marked 'Niet beschikbaar'; the time until the marked days are painted,
   * and the HTTP requests and JSON-RPC calls that took (answered here, not by a server).
   */
  markAll(): Promise<{ ms: number; requests: number; calls: number }>;
}

declare global {
  interface Window {
    calendarBench: CalendarBench;
  }
}
