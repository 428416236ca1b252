import { ShiftStatus } from '@pidz/contracts';
import { rpcQuery } from '../lib/platform/queries';
import { paths } from '../paths';

/** Dutch labels per shift status (the spec names the statuses, not their Dutch texts). */
const shiftStatusLabels: Record<ShiftStatus, string> = {
  [ShiftStatus.OPEN]: 'Open',
  [ShiftStatus.RESERVED]: 'Gereserveerd',
  [ShiftStatus.FILLED]: 'Ingepland',
  [ShiftStatus.CANCELLED]: 'Geannuleerd',
  [ShiftStatus.DECLINED]: 'Afgewezen',
  [ShiftStatus.CHANGE_PENDING]: 'Wijziging aangevraagd',
  [ShiftStatus.CHANGE_DENIED]: 'Wijziging afgewezen',
  [ShiftStatus.CHANGE_TIMED_OUT]: 'Wijziging verlopen',
  [ShiftStatus.CHANGED]: 'Gewijzigd',
};

/** The Dutch label of a shift's status number (the shift screen, the dashboard, the shift lists). */
export function shiftStatusLabel(status: ShiftStatus): string {
  return shiftStatusLabels[status];
}

/**
 * The path of a shift's detail screen (spec section 2: the named route 'shift', parameter id =
 * shift id), `/calendar/shift/9042`. The calendar owns the screen; the dashboard and the shift
 * lists link to it through here, since a feature imports no other feature.
 */
export function shiftPath(shiftId: number | string): string {
  return paths.calendar.shift({ id: shiftId });
}

/** What a shift row leaves in the history entry of the shift it opens: where it was opened. */
interface ShiftOpenedState {
  shiftOpenedFrom: string;
}

/** The history state a shift row opens its shift with: the page it was opened from (path and query). */
export function shiftOpenedState(): ShiftOpenedState {
  return { shiftOpenedFrom: `${window.location.pathname}${window.location.search}` };
}

/**
 * The page of the portal a shift row opened the current shift from (the dashboard, a shift list),
 * or undefined when no row did (a calendar tile, a link from elsewhere). Kept in the history
 * entry, so it survives a reload and back and forward.
 */
export function shiftOpenedFrom(): string | undefined {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('shiftOpenedFrom' in state))
    return undefined;
  const from = (state as ShiftOpenedState).shiftOpenedFrom;
  return typeof from === 'string' && from.startsWith('/') ? from : undefined;
}

/**
 * The user's upcoming booked shifts (`calendar:getCalendarShifts`), soonest first: the shift
 * screen looks one up here, the shift lists filter them, the dashboard lists the first. Its
 * screens differ on a failure (the dashboard's card says it itself; the others add the toast),
 * so each decides where it reads (`QueryBoundary`'s `isFailureToasted`).
 */
export const shiftsQuery = {
  ...rpcQuery('calendar:getCalendarShifts'),
  meta: { toastOnError: 'where-read' },
} as const;
