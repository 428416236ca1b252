import { maxLength, type SelectOption } from '@pidz/ui';
import { cvFormMessages } from './messages';

/**
 * What the CV's forms share beyond the app's field builders (lib/forms/formFields.ts): the optional
 * texts' limits of spec section 9 and the lookups as dropdown options.
 */

const messages = cvFormMessages.shared;

/** Text limit of the education, training and work experience fields (spec section 9). */
export const CV_TEXT_MAX_LENGTH = 128;

/** Text limit of the work description (spec section 9). */
export const CV_DESCRIPTION_MAX_LENGTH = 512;

/** An optional text of at most 128 characters, e.g. a specialization. */
export function optionalTextRules() {
  return [maxLength(CV_TEXT_MAX_LENGTH, messages.maxLength128)] as const;
}

/** The optional work description: at most 512 characters. */
export function descriptionRules() {
  return [maxLength(CV_DESCRIPTION_MAX_LENGTH, messages.maxLength512)] as const;
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
