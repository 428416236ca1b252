import { ShiftStatus, type Shift } from '@pidz/contracts';
import type { BackendState } from '../state.ts';

/**
 * Where the personal calendar feed ('Agenda koppelen') lives. `calendar:getWebCalURL` answers
 * `webcal://<host>/calendar/feed/<token>.ics`, with the host of the server that answered; the feed
 * itself is a GET of the same path over that server's own scheme (http for the local mock server,
 * https in production). The token stands for the user: calendar apps send no Authorization.
 */

/** The path the feed is served under: `/calendar/feed/<token>.ics`. */
export const FEED_PATH_PREFIX = '/calendar/feed/';

/** The statuses of the shifts the user works (also the dashboard's upcoming shifts). */
export const BOOKED_SHIFT_STATUSES: readonly number[] = [
  ShiftStatus.RESERVED,
  ShiftStatus.FILLED,
  ShiftStatus.CHANGE_PENDING,
];

/** The user's private feed token: 16 hex digits, fixed per user (a real server makes it random). */
export function feedToken(state: BackendState): string {
  return `7d3f9a2c${state.user.id.toString(16).padStart(8, '0')}`;
}

/** The path of the user's feed: `/calendar/feed/7d3f9a2c000003e9.ics`. */
export function feedPath(state: BackendState): string {
  return `${FEED_PATH_PREFIX}${feedToken(state)}.ics`;
}

/**
 * The webcal address of the user's feed on the server at `origin` (`http://localhost:4010` gives
 * `webcal://localhost:4010/calendar/feed/<token>.ics`).
 */
export function webCalUrl(state: BackendState, origin: string): string {
  return `webcal://${new URL(origin).host}${feedPath(state)}`;
}

/** The shifts the feed lists: every booked shift, past and upcoming, by start. */
export function feedShifts(state: BackendState): Shift[] {
  return state.shifts
    .filter((shift) => BOOKED_SHIFT_STATUSES.includes(shift.status))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
