import fc from 'fast-check';
import {
  fieldsOf,
  isFieldValidated,
  parseIsoDate,
  todayIsoDate,
  validateField,
  type FieldName,
  type FormItem,
} from '@pidz/ui';

/**
 * Helpers for the CV form tests (not used by the app): a field's error as the form engine gives
 * it, dates around today in Europe/Amsterdam, and arbitraries for texts of a given length.
 */

/**
 * The error the form shows for field `name` with these values: the first failing rule's message,
 * `null` when valid, or `'inactive'` when the field takes no part in the form (not validated).
 */
export function fieldError<V>(
  items: readonly FormItem<V>[],
  name: FieldName<V>,
  values: V,
): string | null | 'inactive' {
  const field = fieldsOf(items, values, { activeOnly: false }).find(
    (candidate) => candidate.name === name,
  );
  if (!field) throw new Error(`The form has no field ${name}`);
  if (!isFieldValidated(field, values)) return 'inactive';
  const outcome = validateField(field, values);
  if (typeof outcome === 'object' && outcome !== null) throw new Error('Expected a sync rule');
  return outcome;
}

/** The ISO date `days` days from today in Europe/Amsterdam (negative: in the past). */
export function daysFromToday(days: number): string {
  const today = parseIsoDate(todayIsoDate());
  if (!today) throw new Error('Today is not a date');
  return today.add({ days }).toString();
}

/** A date from about ten years ago up to and including today. */
export const pastOrToday = fc.integer({ min: -3650, max: 0 }).map(daysFromToday);

/** A date from tomorrow up to about ten years ahead. */
export const future = fc.integer({ min: 1, max: 3650 }).map(daysFromToday);

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/.éë'.split('');

/** A text of `minLength` to `maxLength` characters without blanks (so trimming keeps it whole). */
export function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...letters), minLength, maxLength });
}

/** A string of exactly `length` digits. */
export function digits(length: number): fc.Arbitrary<string> {
  return fc.string({
    unit: fc.constantFrom(...'0123456789'),
    minLength: length,
    maxLength: length,
  });
}

/** A resume item without its review fields: what the update model of the item holds. */
export function withoutReview<T extends { status: unknown; declined_reason: unknown }>(
  item: T,
): Omit<T, 'status' | 'declined_reason'> {
  const copy: Partial<T> = { ...item };
  delete copy.status;
  delete copy.declined_reason;
  return copy as Omit<T, 'status' | 'declined_reason'>;
}
