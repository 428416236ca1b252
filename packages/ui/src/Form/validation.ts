import { IMPOSSIBLE_DATE_MESSAGE, isImpossibleIsoDate } from '../DatePicker/isoDate';
import type {
  FieldErrors,
  FieldName,
  FormField,
  FormItem,
  Rule,
  RuleResult,
  TextInputField,
  ValuesFlag,
} from './model';

/**
 * The validation engine of the form: plain functions over the description model, without React.
 * A field's rules run in order and stop at the first failing rule (spec section 5). Rules may be
 * asynchronous; a field whose rules are all synchronous is validated synchronously.
 */

/** The message of a failing rule without its own message (spec: '{field} is not valid.'). */
export function defaultErrorMessage(fieldLabel: string): string {
  return `${fieldLabel} is not valid.`;
}

/** Evaluates a flag that may depend on the values; `fallback` when the flag is absent. */
export function resolveFlag<V>(flag: ValuesFlag<V> | undefined, values: V, fallback: boolean) {
  if (flag === undefined) return fallback;
  return typeof flag === 'function' ? flag(values) : flag;
}

/** Whether an item (field or layout item) is part of the form for these values. Default active. */
export function isItemActive<V>(item: { active?: ValuesFlag<V> }, values: V): boolean {
  return resolveFlag(item.active, values, true);
}

/** The fields of the items, in order, looking into rows and doubles; `activeOnly` skips inactive ones. */
export function fieldsOf<V>(
  items: readonly FormItem<V>[],
  values: V,
  { activeOnly }: { activeOnly: boolean },
): FormField<V>[] {
  const fields: FormField<V>[] = [];
  for (const item of items) {
    if (activeOnly && !isItemActive(item, values)) continue;
    switch (item.kind) {
      case 'break':
        break;
      case 'row':
        fields.push(...fieldsOf(item.items, values, { activeOnly }));
        break;
      case 'double':
        fields.push(
          ...item.fields.filter(
            (field: TextInputField<V>) => !activeOnly || isItemActive(field, values),
          ),
        );
        break;
      default:
        fields.push(item);
    }
  }
  return fields;
}

/** A field's error: the message of its first failing rule, or `null` when it is valid. */
export type FieldValidation = string | null;

/**
 * The error a rule's answer stands for: its message, the default message for `false`, or `null`
 * (valid) for `true`, `null`, `undefined` and an empty message (as react-aria's `validate`).
 */
function ruleError(result: RuleResult, fieldLabel: string): FieldValidation {
  if (typeof result === 'string') return result === '' ? null : result;
  return result === false ? defaultErrorMessage(fieldLabel) : null;
}

/**
 * Runs a field's rules in order on the field's value and stops at the first failing rule. Returns
 * the error (or `null`) at once when every rule answered synchronously, otherwise a promise of it.
 * An asynchronous rule that rejects counts as failed (the default message).
 */
export function validateField<V>(
  field: FormField<V>,
  values: V,
): FieldValidation | Promise<FieldValidation> {
  const rules = (field.rules ?? []) as readonly Rule<V, unknown>[];
  const value = values[field.name];
  // A date field passes on a date that does not exist as typed (1990-02-31): refused before its
  // own rules, which read dates that exist.
  if (field.kind === 'date' && isImpossibleIsoDate(value)) return IMPOSSIBLE_DATE_MESSAGE;

  const runFrom = (start: number): FieldValidation | Promise<FieldValidation> => {
    for (let index = start; index < rules.length; index += 1) {
      const rule = rules[index] as Rule<V, unknown>;
      const outcome = rule(value, values);
      if (outcome instanceof Promise) {
        return outcome.then(
          (result: RuleResult) => ruleError(result, field.label) ?? runFrom(index + 1),
          () => defaultErrorMessage(field.label),
        );
      }
      const error = ruleError(outcome, field.label);
      if (error !== null) return error;
    }
    return null;
  };
  return runFrom(0);
}

/** Whether a field takes part in validation: active and enabled. */
export function isFieldValidated<V>(field: FormField<V>, values: V): boolean {
  return isItemActive(field, values) && !resolveFlag(field.isDisabled, values, false);
}

/**
 * Validates every active, enabled field of the form (inactive fields are skipped) and resolves
 * to the errors of the fields that failed, keyed by name, in form order.
 */
export async function validateForm<V>(
  items: readonly FormItem<V>[],
  values: V,
): Promise<FieldErrors<V>> {
  const fields = fieldsOf(items, values, { activeOnly: true }).filter((field) =>
    isFieldValidated(field, values),
  );
  const outcomes = await Promise.all(fields.map((field) => validateField(field, values)));
  const errors: FieldErrors<V> = {};
  fields.forEach((field, index) => {
    const error = outcomes[index];
    if (error) errors[field.name as FieldName<V>] = error;
  });
  return errors;
}

/**
 * The fields to re-validate when `name` changes: those that list it in `dependsOn`, and its partner
 * in a `double`.
 */
export function dependentsOf<V>(items: readonly FormItem<V>[], name: FieldName<V>): FieldName<V>[] {
  const dependents = new Set<FieldName<V>>();
  const visit = (list: readonly FormItem<V>[]) => {
    for (const item of list) {
      if (item.kind === 'row') visit(item.items);
      else if (item.kind === 'double') {
        const [first, second] = item.fields;
        if (first.name === name) dependents.add(second.name);
        if (second.name === name) dependents.add(first.name);
        visit(item.fields);
      } else if (item.kind !== 'break' && item.dependsOn?.includes(name)) {
        dependents.add(item.name);
      }
    }
  };
  visit(items);
  return [...dependents];
}
