/**
 * The shift route (spec section 2: the named route 'shift', parameter id = shift id). Shift and
 * freelancer-request tiles open it. It lives under the calendar, which is where shifts are opened
 * from until a shifts feature owns a detail screen: `/calendar/shift/:id`.
 */
export const SHIFT_ROUTE = '/calendar/shift/:id';

/** The path of a shift's detail screen: `/calendar/shift/9042`. */
export function shiftPath(shiftId: number | string): string {
  return `/calendar/shift/${encodeURIComponent(String(shiftId))}`;
}
