/**
 * The kind of calendar item, in the UI's words (the app maps the contract's SHIFT=2,
 * UNAVAILABLE=3, FREELANCER_REQUEST=4 to them). It is also the tile's `data-type`.
 */
export type CalendarEventType = 'shift' | 'unavailable' | 'freelancer_request';

/** The Dutch label of each type, shown on the extra-large tile and heard by screen readers. */
export const calendarEventTypeLabels: Record<CalendarEventType, string> = {
  shift: 'Dienst',
  unavailable: 'Niet beschikbaar',
  freelancer_request: 'Aanvraag',
};

/** The types that get the night-shift icon when they run past midnight. */
export const nightShiftTypes: ReadonlySet<CalendarEventType> = new Set([
  'shift',
  'freelancer_request',
]);

/** Below either size the tile switches to its squashed, one-line layout (spec section 9). */
export const squashThreshold = { height: 30, width: 120 } as const;

/** Whether a tile of this size needs the squashed layout: under 30 px high or 120 px wide. */
export function isSquashed(width: number, height: number): boolean {
  return height < squashThreshold.height || width < squashThreshold.width;
}

/**
 * What to do with a tile after a resize. While squashed, the tile's height is that of the squashed
 * layout, which can be lower than the tile would be otherwise; so a squashed tile that is wide
 * enough is unsquashed and measured again (`'recheck'`) instead of judged on that height.
 */
export function nextSquashStep(
  isSquashedNow: boolean,
  width: number,
  height: number,
): 'squash' | 'unsquash' | 'recheck' {
  if (isSquashedNow) return width < squashThreshold.width ? 'squash' : 'recheck';
  return isSquashed(width, height) ? 'squash' : 'unsquash';
}

/** The parts of a department's address the tile shows. */
export interface TileAddress {
  street?: string | null;
  houseNumber?: string | null;
  city?: string | null;
}

/** 'street house_number, city', leaving out what is missing; empty when nothing is known. */
export function formatAddress({ street, houseNumber, city }: TileAddress): string {
  const streetLine = [street, houseNumber].filter(Boolean).join(' ');
  return [streetLine, city].filter(Boolean).join(', ');
}
