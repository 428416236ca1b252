import fc from 'fast-check';
import { expect } from 'vitest';
import {
  fieldsOf,
  isFieldValidated,
  parseIsoDate,
  todayIsoDate,
  validateField,
  type FieldName,
  type FormItem,
} from '@pidz/ui';
import type { InstitutionValues, SubjectWithOtherValues } from '../../lib/forms/formFields';

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

/** A field's error as {@link fieldError} gives it. */
type FieldErrorOutcome = ReturnType<typeof fieldError>;

/**
 * Checks a CV form's institution name and place (lib `institutionFields`): each required with the
 * CV's message, 1 to 128 characters pass, 129 or more give 'Maximaal 128 karakters'.
 */
export function expectInstitutionRules(
  errorOf: (
    name: keyof InstitutionValues,
    changes: Partial<InstitutionValues>,
  ) => FieldErrorOutcome,
): void {
  expect(errorOf('institutionName', { institutionName: ' ' })).toBe(
    'Vul de naam van de instelling in',
  );
  expect(errorOf('institutionPlace', { institutionPlace: '' })).toBe(
    'Vul de plaats van de instelling in',
  );
  for (const name of ['institutionName', 'institutionPlace'] as const) {
    fc.assert(fc.property(text(1, 128), (value) => errorOf(name, { [name]: value }) === null));
    fc.assert(
      fc.property(text(129, 200), (value) => {
        expect(errorOf(name, { [name]: value })).toBe('Maximaal 128 karakters');
      }),
    );
  }
}

/**
 * Checks a required date that may not lie in the future (lib `pastDateField`): `required` when
 * empty, `inFuture` from tomorrow on, valid up to and including today.
 */
export function expectPastDateRules(
  errorAt: (date: string | null) => FieldErrorOutcome,
  messages: { required: string; inFuture: string },
): void {
  expect(errorAt(null)).toBe(messages.required);
  fc.assert(fc.property(pastOrToday, (date) => errorAt(date) === null));
  fc.assert(
    fc.property(future, (date) => {
      expect(errorAt(date)).toBe(messages.inFuture);
    }),
  );
}

/** The caps of the form's date pickers for these values (ISO dates). */
export function datePickerCaps<V>(items: readonly FormItem<V>[], values: V): (string | null)[] {
  return fieldsOf(items, values, { activeOnly: false }).flatMap((field) =>
    field.kind === 'date' && typeof field.maxValue === 'function'
      ? [field.maxValue(values) ?? null]
      : [],
  );
}

/**
 * Checks a CV form's 'other' subject (lib `subjectWithOtherFields`): inactive unless the 'other'
 * option (`otherId`) is chosen, then required with `requiredMessage` and at most 128 characters.
 */
export function expectOtherSubjectRules(
  errorOf: (name: 'otherSubject', changes: Partial<SubjectWithOtherValues>) => FieldErrorOutcome,
  otherId: number,
  requiredMessage: string,
): void {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 200 }), (subject) => {
      expect(errorOf('otherSubject', { subject, otherSubject: '' })).toBe(
        subject === otherId ? requiredMessage : 'inactive',
      );
    }),
  );
  const other = (otherSubject: string) =>
    errorOf('otherSubject', { subject: otherId, otherSubject });
  fc.assert(fc.property(text(1, 128), (value) => other(value) === null));
  fc.assert(
    fc.property(text(129, 200), (value) => {
      expect(other(value)).toBe('Maximaal 128 karakters');
    }),
  );
}
