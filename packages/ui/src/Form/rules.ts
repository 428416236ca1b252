import type { Rule } from './model';

/**
 * Builders for the common rules, each answering with the message it is given. Except `required`,
 * each passes an empty value (empty string, null or undefined), so that an optional field stays
 * valid when left empty; put `required` first to demand a value.
 */

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** Demands a value: a non-blank string, a chosen option, or a ticked checkbox/toggle. */
export function required(message: string): Rule<unknown, unknown> {
  return (value) => (isEmpty(value) || value === false ? message : null);
}

/** At most `length` characters. */
export function maxLength(length: number, message: string): Rule<unknown, string | null> {
  return (value) => (isEmpty(value) || (value ?? '').length <= length ? null : message);
}

/** At least `length` characters (an empty value passes: combine with `required`). */
export function minLength(length: number, message: string): Rule<unknown, string | null> {
  return (value) => (isEmpty(value) || (value ?? '').length >= length ? null : message);
}

/**
 * The value matches `pattern`; anchor it (`^…$`) to match the whole value. An empty value passes:
 * combine with `required`.
 */
export function matches(pattern: RegExp, message: string): Rule<unknown, string | null> {
  return (value) => (isEmpty(value) || (value ?? '').search(pattern) !== -1 ? null : message);
}
