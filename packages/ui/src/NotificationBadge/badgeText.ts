/** Highest number a badge shows as is; above it the badge reads `'99+'`. */
export const BADGE_MAX_COUNT = 99;

/** The text a notification badge shows: numbers above 99 become `'99+'`, text passes through. */
export function badgeText(value: number | string): string {
  if (typeof value === 'string') return value;
  return value > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : String(value);
}
