import type { ReactNode } from 'react';
import type { OptionValue, SelectOption } from '../Field/options';

/**
 * The form description model. A form is a list of items: fields (each bound to one key of the
 * form's values `V`) and layout items (`row`, `break`, `double`). The model is plain data plus
 * predicates, so the validation engine (validation.ts) runs without React.
 */

/** The keys of `V` that are strings (field names). */
export type FieldName<V> = keyof V & string;

/**
 * What a rule answers: a message when the value is invalid (shown as it is), `false` when it is
 * invalid and the default message will do ('{field} is not valid.', with the field's label), and
 * `true`, `null`, `undefined` (or an empty message, as react-aria's `validate`) when it is valid.
 */
export type RuleResult = string | boolean | null | undefined;

/**
 * A validation rule, in the shape of react-aria's `validate`: it gets the field's value and every
 * value of the form (for rules across fields) and answers with its own message when the value is
 * invalid, or nothing when it is valid (see `RuleResult`). It may answer with a promise, for a
 * check that must wait (e.g. on the server); a promise that rejects counts as `false`.
 *
 * @example
 * const notAfterEnd: Rule<Values, string | null> = (start, values) =>
 *   isAfter(start, values.endDate) ? 'De startdatum ligt na de einddatum.' : null;
 */
export type Rule<V, T> = (value: T, values: V) => RuleResult | Promise<RuleResult>;

/** A flag that may depend on the form's current values. */
export type ValuesFlag<V> = boolean | ((values: V) => boolean);

/** What every field description has, whatever its kind. */
export interface FieldBase<V, K extends FieldName<V>> {
  /** The key of the form values this field edits. */
  name: K;
  /** Visible label; also substituted for {field} in the default error message. */
  label: string;
  /**
   * Whether the field is part of the form. Inactive fields are neither shown nor validated.
   * A function gets the current values (e.g. show 'other subject' only for subject 42). Default `true`.
   */
  active?: ValuesFlag<V>;
  /**
   * Whether the field is shown disabled. Disabled fields show no error and are not validated (the
   * user could not correct them). Default `false`.
   */
  isDisabled?: ValuesFlag<V>;
  /** Marks the field required (`aria-required` and a visual marker); add a rule to enforce it. Default `false`. */
  isRequired?: boolean;
  /** Help text under the input. */
  description?: string;
  /** Rules checked in order on change, on blur and on submit; the first failing rule's message shows. */
  rules?: readonly Rule<V, V[K]>[];
  /**
   * Other fields whose change re-validates this one once the user has touched it (for rules across
   * fields, e.g. a start date that may not lie after the end date).
   */
  dependsOn?: readonly FieldName<V>[];
  /**
   * Moves other values along when the user changes this field (a calendar's end date follows its
   * start date): gets the values with the change and those before it, and returns the values the
   * form takes. Fields it changes are re-validated when they were touched. Default: none.
   */
  adjust?: (next: V, previous: V) => V;
  /**
   * Keeps the field's value out of the form's draft (see `draftKey` on Form): it is never written
   * to sessionStorage and never restored. Inputs of type `password` are always secret. Use it for
   * anything that must not outlive the page, e.g. a one-time code. Default `false`.
   */
  isSecret?: boolean;
}

/** A single-line text input (react-aria TextField). Value: string. */
export interface InputField<V, K extends FieldName<V>> extends FieldBase<V, K> {
  kind: 'input';
  /** The input type. Default `'text'`. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  /** Placeholder text. */
  placeholder?: string;
  /** The browser's autocomplete hint, e.g. `'given-name'`. */
  autoComplete?: string;
  /** The virtual keyboard hint, e.g. `'numeric'` for digits. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
}

/** A multi-line text input (react-aria TextField with TextArea). Value: string. */
export interface TextareaField<V, K extends FieldName<V>> extends FieldBase<V, K> {
  kind: 'textarea';
  /** Visible rows. Default `3`. */
  rows?: number;
  /** Placeholder text. */
  placeholder?: string;
}

/** A checkbox (react-aria CheckboxField). Value: boolean. */
export interface CheckboxField<V, K extends FieldName<V>> extends FieldBase<V, K> {
  kind: 'checkbox';
}

/** An on/off switch (the library's Toggle, a react-aria Switch). Value: boolean. */
export interface ToggleField<V, K extends FieldName<V>> extends FieldBase<V, K> {
  kind: 'toggle';
}

/** One choice of a radio group (spec: radio option value, label). */
export interface RadioOption {
  /** The value stored in the form when this option is chosen. */
  value: string;
  /** The visible text. */
  label: string;
}

/** A radio group (react-aria RadioGroup). Value: string, or null before a choice. */
export interface RadioGroupField<V, K extends FieldName<V>> extends FieldBase<V, K> {
  kind: 'radiogroup';
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Layout of the choices. Default `'vertical'`. */
  orientation?: 'horizontal' | 'vertical';
}

/** The library's Dropdown (react-aria Select). Value: the chosen option's value, or null. */
export interface DropdownField<V, K extends FieldName<V>> extends FieldBase<V, K> {
  kind: 'dropdown';
  /** The options (spec: id, value, label). */
  options: readonly SelectOption<NonNullable<V[K]> & OptionValue>[];
  /** Text while nothing is chosen. Default the Dropdown's. */
  placeholder?: string;
}

/** The library's Combobox (filterable; virtualized beyond 30 options). Value: option value or null. */
export interface ComboboxField<V, K extends FieldName<V>> extends FieldBase<V, K> {
  kind: 'combobox';
  /** The options (spec: id, value, label); pass them in once loaded. */
  options: readonly SelectOption<NonNullable<V[K]> & OptionValue>[];
  /** Placeholder. Default 'Selecteer of zoek een optie'. */
  placeholder?: string;
}

/** A bound of a date field: an ISO date, or one computed from the values (e.g. the start date). */
export type DateBound<V> = string | ((values: V) => string | null | undefined);

/** The library's DatePicker (nl-NL, calendar popover). Value: ISO `yyyy-MM-dd`, or null. */
export interface DateInputField<V, K extends FieldName<V>> extends FieldBase<V, K> {
  kind: 'date';
  /** Earliest selectable date. */
  minValue?: DateBound<V>;
  /** Latest selectable date (e.g. `todayIsoDate()` for 'not in the future'). */
  maxValue?: DateBound<V>;
}

/** What a `custom` field's render function receives: wire these to any input. */
export interface CustomFieldRenderProps<T> {
  /** The field's name. */
  name: string;
  /** The field's label. */
  label: string;
  /** The field's current value. */
  value: T;
  /** Report a new value (validates the field). */
  onChange: (value: T) => void;
  /** Report that the input lost focus (validates the field). */
  onBlur: () => void;
  /** The current error, if any (inputs of this library hide it while disabled). */
  errorMessage: string | undefined;
  /** Whether the field is disabled. */
  isDisabled: boolean;
  /** Whether the field is marked required. */
  isRequired: boolean;
  /** The field's help text. */
  description: string | undefined;
}

/**
 * Any input the form does not know, e.g. a Combobox whose options load from the server: `render`
 * returns the input, wired through the render props (they spread onto the library's inputs).
 */
export interface CustomField<V, K extends FieldName<V>> extends FieldBase<V, K> {
  kind: 'custom';
  /** Renders the input. */
  render: (field: CustomFieldRenderProps<V[K]>) => ReactNode;
}

/** The field kinds that a key of type `V[K]` may use (checked at compile time). */
export type FieldFor<V, K extends FieldName<V>> =
  | (V[K] extends string ? InputField<V, K> | TextareaField<V, K> : never)
  | (V[K] extends string | null ? RadioGroupField<V, K> | DateInputField<V, K> : never)
  | (V[K] extends boolean ? CheckboxField<V, K> | ToggleField<V, K> : never)
  | (V[K] extends OptionValue | null
      ? null extends V[K]
        ? DropdownField<V, K> | ComboboxField<V, K>
        : never
      : never)
  | CustomField<V, K>;

/** A field description bound to one key of `V`. */
export type FormField<V> = { [K in FieldName<V>]: FieldFor<V, K> }[FieldName<V>];

/** A text input bound to one string key of `V` (the parts of a `double`). */
export type TextInputField<V> = {
  [K in FieldName<V>]: V[K] extends string ? InputField<V, K> : never;
}[FieldName<V>];

/** Two linked text inputs side by side under one label (e.g. house number and addition). */
export interface DoubleItem<V> {
  kind: 'double';
  /** The label of the pair (the group's accessible name). */
  label: string;
  /** The two inputs; each re-validates the other once touched. */
  fields: readonly [TextInputField<V>, TextInputField<V>];
  /** Whether the pair is part of the form. Default `true`. */
  active?: ValuesFlag<V>;
}

/** Items side by side (wrapping on narrow screens). */
export interface RowItem<V> {
  kind: 'row';
  /** The items of the row. */
  items: readonly FormItem<V>[];
  /** Whether the row is part of the form. Default `true`. */
  active?: ValuesFlag<V>;
}

/** A visual break (thematic separator) between groups of fields. */
export interface BreakItem<V> {
  kind: 'break';
  /** Whether the break is shown. Default `true`. */
  active?: ValuesFlag<V>;
}

/** One item of a form: a field or a layout item. */
export type FormItem<V> = FormField<V> | DoubleItem<V> | RowItem<V> | BreakItem<V>;

/** Error messages by field name (only fields that failed). */
export type FieldErrors<V> = Partial<Record<FieldName<V>, string>>;
