import { useRef, useState, type RefObject } from 'react';
import type { FieldErrors, FormField, FormItem } from './model';
import { fieldsOf, isFieldValidated, validateField } from './validation';

/**
 * The validation of a form's single fields (on change and on blur): the errors, the fields whose
 * asynchronous rules still run, and which answer counts (a newer validation of a field drops the
 * older one's answer). `latestValues` are the form's values, also between a change and its render.
 */
export function useFieldValidation<V extends object>(
  items: readonly FormItem<V>[],
  latestValues: RefObject<V>,
) {
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [pendingFields, setPendingFields] = useState<ReadonlySet<string>>(() => new Set());
  /** Per field, the number of the latest validation: older asynchronous answers are dropped. */
  const validationRuns = useRef(new Map<string, number>());

  const fieldByName = (name: string): FormField<V> | undefined =>
    fieldsOf(items, latestValues.current, { activeOnly: false }).find(
      (field) => field.name === name,
    );

  const setError = (name: string, error: string | null) =>
    setErrors((previous) => ({ ...previous, [name]: error ?? undefined }));

  const setPending = (name: string, isPending: boolean) =>
    setPendingFields((previous) => {
      const next = new Set(previous);
      if (isPending) next.add(name);
      else next.delete(name);
      return next;
    });

  /** Validates one field with the latest values (its error goes when it is not validated now). */
  const validate = (name: string) => {
    const field = fieldByName(name);
    if (!field) return;
    const current = latestValues.current;
    const run = (validationRuns.current.get(name) ?? 0) + 1;
    validationRuns.current.set(name, run);
    if (!isFieldValidated(field, current)) {
      setError(name, null);
      setPending(name, false);
      return;
    }
    const outcome = validateField(field, current);
    if (!(outcome instanceof Promise)) {
      setError(name, outcome);
      setPending(name, false);
      return;
    }
    setPending(name, true);
    void outcome.then((error) => {
      if (validationRuns.current.get(name) !== run) return;
      setError(name, error);
      setPending(name, false);
    });
  };

  return {
    errors,
    /** Whether an asynchronous rule of some field still runs. */
    isPending: pendingFields.size > 0,
    validate,
    setErrors,
    /** Keeps the errors of the fields active with `values` only. */
    keepActive: (values: V) =>
      setErrors((previous) => {
        const kept: FieldErrors<V> = {};
        for (const field of fieldsOf(items, values, { activeOnly: true })) {
          kept[field.name] = previous[field.name];
        }
        return kept;
      }),
    /** Drops the answers of the validations still running (a full validation or a reset takes over). */
    supersede: () => {
      for (const [name, run] of validationRuns.current) validationRuns.current.set(name, run + 1);
      setPendingFields(new Set());
    },
  };
}
