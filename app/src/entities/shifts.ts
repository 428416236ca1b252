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
