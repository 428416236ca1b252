import type { Key } from 'react-aria-components';

/** The value an option stands for: what a combobox or dropdown reports and receives. */
export type OptionValue = string | number;

/**
 * One option of a combobox or dropdown (spec: dropdown option id, value, label). `id` identifies
 * the option in the list, `value` is what the input reports (`onChange`) and receives (`value`),
 * `label` is what the user sees and filters on. Often `id` and `value` are the same.
 */
export interface SelectOption<V extends OptionValue = OptionValue> {
  /** Unique within the list. */
  id: Key;
  /** The value reported when the option is chosen. Unique within the list. */
  value: V;
  /** The visible text. */
  label: string;
}

/** The id of the option holding `value`, or `null` when no option holds it (or `value` is null). */
export function optionIdForValue<V extends OptionValue>(
  options: readonly SelectOption<V>[],
  value: V | null | undefined,
): Key | null {
  if (value === null || value === undefined) return null;
  return options.find((option) => option.value === value)?.id ?? null;
}

/** The value of the option with this id, or `null` when the id is null or unknown. */
export function valueForOptionId<V extends OptionValue>(
  options: readonly SelectOption<V>[],
  id: Key | null,
): V | null {
  if (id === null) return null;
  return options.find((option) => option.id === id)?.value ?? null;
}
