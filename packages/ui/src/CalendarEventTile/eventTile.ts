/** Calendar item types (spec section 3). */
export const CalendarEventType = { SHIFT: 2, UNAVAILABLE: 3, FREELANCER_REQUEST: 4 } as const;

export type CalendarEventTypeNumber = (typeof CalendarEventType)[keyof typeof CalendarEventType];

/** Name of each type, used as `data-type` for the look and as the label screen readers hear. */
export const calendarEventTypeInfo: Record<
  CalendarEventTypeNumber,
  { key: 'shift' | 'unavailable' | 'request'; label: string }
> = {
  [CalendarEventType.SHIFT]: { key: 'shift', label: 'Dienst' },
  [CalendarEventType.UNAVAILABLE]: { key: 'unavailable', label: 'Niet beschikbaar' },
  [CalendarEventType.FREELANCER_REQUEST]: { key: 'request', label: 'Aanvraag' },
};

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
