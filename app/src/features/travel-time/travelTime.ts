import { TRAVEL_TIME_MAX, travelTimeMessages as travelTimeTexts } from './messages';

/**
 * The travel time's rules (spec section 5 'Travel time'): a whole number of minutes, at least 1.
 * The slider and the input share one range (docs/decisions/0012).
 */

/** The slider's range in minutes. */
export const TRAVEL_TIME_RANGE = { min: 1, max: TRAVEL_TIME_MAX } as const;

/** The minutes a user typed, or `null` when the text is not a whole number (spaces ignored). */
export function parseMinutes(text: string): number | null {
  const compact = text.trim();
  return /^-?\d+$/.test(compact) ? Number(compact) : null;
}

/** The travel time rule: its message, or `null` for a valid number of minutes. */
export function travelTimeRule(text: string): string | null {
  const minutes = parseMinutes(text);
  if (minutes === null) return travelTimeTexts.notANumber;
  if (minutes < TRAVEL_TIME_RANGE.min) return travelTimeTexts.notPositive;
  if (minutes > TRAVEL_TIME_RANGE.max) return travelTimeTexts.tooLong;
  return null;
}

/**
 * What the slider shows instead of its value while the input holds no valid travel time: 'Niet
 * ingevuld' when it is empty, 'Geen geldige reistijd' otherwise (the input's message says why);
 * `undefined` (the slider's own value) when it is valid. The slider cannot show an empty value,
 * and must not show one the input does not have.
 */
export function sliderText(text: string): string | undefined {
  if (text.trim() === '') return travelTimeTexts.sliderEmpty;
  return travelTimeRule(text) === null ? undefined : travelTimeTexts.sliderInvalid;
}
