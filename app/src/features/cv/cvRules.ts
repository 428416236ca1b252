import {
  maxLength,
  parseIsoDate,
  required,
  todayIsoDate,
  type Rule,
  type SelectOption,
} from '@pidz/ui';
import { cvFormMessages } from './messages';

/**
 * The rules and value helpers that several CV forms share (spec sections 5 and 9), written once:
 * required texts of at most 128 characters, the 512-character description, dates that may not
 * lie in the future (today in Europe/Amsterdam), and the 'other' subject of education and training.
 */

const messages = cvFormMessages.shared;

/** Text limit of the education, training and work experience fields (spec section 9). */
export const CV_TEXT_MAX_LENGTH = 128;

/** Text limit of the work description (spec section 9). */
export const CV_DESCRIPTION_MAX_LENGTH = 512;

/** A required text of at most 128 characters, e.g. an institution's name or an 'other' subject. */
export function requiredTextRules(requiredMessage: string) {
  return [required(requiredMessage), maxLength(CV_TEXT_MAX_LENGTH, messages.maxLength128)] as const;
}

/** An optional text of at most 128 characters, e.g. a specialization. */
export function optionalTextRules() {
  return [maxLength(CV_TEXT_MAX_LENGTH, messages.maxLength128)] as const;
}

/** The optional work description: at most 512 characters. */
export function descriptionRules() {
  return [maxLength(CV_DESCRIPTION_MAX_LENGTH, messages.maxLength512)] as const;
}

/** Today as ISO `yyyy-MM-dd` in Europe/Amsterdam: the cap of the date pickers ('not in the future'). */
export function todayCap(): string {
  return todayIsoDate();
}

/** Whether ISO date `first` lies after ISO date `second`; false when either is empty or invalid. */
export function isAfter(first: string | null, second: string | null): boolean {
  const [a, b] = [parseIsoDate(first), parseIsoDate(second)];
  return a !== null && b !== null && a.compare(b) > 0;
}

/** The date may not lie after today in Europe/Amsterdam (checked when the rule runs). Empty passes. */
export function notInFuture(message: string): Rule<unknown, string | null> {
  return (value) => (isAfter(value, todayIsoDate()) ? message : null);
}

/** A required date that may not lie in the future. */
export function requiredPastDateRules(requiredMessage: string, inFutureMessage: string) {
  return [required(requiredMessage), notInFuture(inFutureMessage)] as const;
}

/** What the education and training forms share: a subject that may be the 'other' option. */
export interface SubjectValues {
  subject: number | null;
}

/** Whether the 'other' option (`otherId`) is chosen: then the 'other subject' field is active. */
export function isOtherSubject(otherId: number) {
  return (values: SubjectValues): boolean => values.subject === otherId;
}

/** The typed 'other' subject for the contract: trimmed, and only when the 'other' option is chosen. */
export function otherSubjectOf(
  values: SubjectValues & { otherSubject: string },
  otherId: number,
): string | null {
  return values.subject === otherId ? optionalText(values.otherSubject) : null;
}

/** A lookup (id and Dutch name) as dropdown options, in the server's order. */
export function lookupOptions(
  lookup: readonly { id: number; name: string }[],
): SelectOption<number>[] {
  return lookup.map(({ id, name }) => ({ id, value: id, label: name }));
}

/** The options with the 'other' option (`otherId`) moved to the end, the rest in their order. */
export function withOtherLast<T extends SelectOption<number>>(
  options: readonly T[],
  otherId: number,
): T[] {
  return [
    ...options.filter((option) => option.value !== otherId),
    ...options.filter((option) => option.value === otherId),
  ];
}

/** A text as the contract's optional field: trimmed, or null when blank. */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The value of a required field once the form has validated it; throws when it is still empty,
 * which only a programming error (saving without validating) can cause.
 */
export function chosen<T>(value: T | null, field: string): T {
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new Error(`The form was saved without a value for ${field}`);
  }
  return value;
}
