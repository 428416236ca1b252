import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  areFormValuesEqual,
  readFormDraft,
  removeFormDraft,
  secretFieldNames,
  writeFormDraft,
} from './draft';
import { sessionDraftStorage } from './draftKey';
import { useFormDraftOwner } from './draftOwner';
import { FieldsRefused } from './fieldsRefused';
import type { FieldErrors, FieldName } from './model';
import type { FormState, FormStateOptions } from './formState';
import { useFieldValidation } from './useFieldValidation';
import { dependentsOf, fieldsOf, validateForm } from './validation';

/**
 * The state of a Form, without its view: the values (its own or the caller's), the errors and
 * which fields the user touched, the validation of single fields (on change and on blur, async
 * answers that came too late dropped) and of the whole form (on submit), the draft in
 * sessionStorage, the dirty state, and the submission. Form.tsx renders what it returns.
 */

/** Focuses the first keyboard-focusable control inside `container` (skipping hidden helpers). */
function focusFirstControl(container: Element | null | undefined) {
  if (!container) return;
  const candidates = container.querySelectorAll<HTMLElement>(
    'input:not([type="hidden"]), textarea, select, button, [role="spinbutton"], [tabindex="0"]',
  );
  const target = [...candidates].find(
    (element) =>
      !element.matches(':disabled, [tabindex="-1"]') && !element.closest('[aria-hidden="true"]'),
  );
  target?.focus();
}

type Phase = 'idle' | 'validating' | 'submitting';

/** The values the form counts as clean at mount (see FormStateOptions). */
function initialValuesOf<V extends object>(props: FormStateOptions<V>): V {
  return props.defaultValues ?? props.initialValues ?? (props.values as V);
}

/** The state of a form (see {@link FormStateOptions}); the Form component is its view. */
export function useFormState<V extends object>(props: FormStateOptions<V>): FormState<V> {
  const { items, onValuesChange, onSubmit, onSubmitError, onCancel, draftKey, onDirtyChange } =
    props;
  const isDisabled = props.isDisabled ?? false;
  const isControlled = props.values !== undefined;
  const draftOwner = useFormDraftOwner();
  /** A stored draft to show instead of the initial values (read once, at mount). */
  const [restoredDraft] = useState<V | null>(() => {
    const storage = sessionDraftStorage();
    if (draftKey === undefined || isDisabled || !storage) return null;
    const initialValues = initialValuesOf(props);
    const secretNames = secretFieldNames(items, initialValues);
    return readFormDraft(storage, draftKey, { initialValues, secretNames, owner: draftOwner });
  });
  const [ownValues, setOwnValues] = useState<V>(
    () => restoredDraft ?? props.defaultValues ?? (props.values as V),
  );
  const values = isControlled ? (props.values as V) : ownValues;

  const [phase, setPhase] = useState<Phase>('idle');
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);
  const [isDraftNoteShown, setDraftNoteShown] = useState(restoredDraft !== null);

  const formRef = useRef<HTMLFormElement>(null);
  /** The latest values, also between a change and the render it causes (blur right after change). */
  const latestValues = useRef(values);
  /**
   * The values the form compares against for dirty state and drafts: the initial values, then the
   * values of each successful submission (and the values left on cancel).
   */
  const cleanValues = useRef<V>(initialValuesOf(props));
  /** The caller's `initialValues` as last seen: a new object is the record answered anew. */
  const seenInitialValues = useRef(props.initialValues);
  /** The dirty state last reported through `onDirtyChange`. */
  const reportedDirty = useRef(false);
  /** Whether a restored draft was handed out (once, also under StrictMode's double effects). */
  const isDraftApplied = useRef(false);
  /** Fields the user has changed or left; only these are re-validated when a field they depend on changes. */
  const touched = useRef(new Set<string>());
  /** Whether a submission (validation and onSubmit) runs; guards against a double submit. */
  const isSubmitRunning = useRef(false);

  const validation = useFieldValidation(items, latestValues);

  useEffect(() => {
    latestValues.current = values;
  }, [values]);

  /** Shows `next` as if the form had just started from it: no touched fields, no errors. */
  const startFrom = (next: V) => {
    latestValues.current = next;
    if (!isControlled) setOwnValues(next);
    onValuesChange?.(next);
    touched.current.clear();
    validation.supersede();
    validation.setErrors({});
  };

  // The record answered anew: a form with nothing of the user's in it shows it (see `initialValues`).
  useEffect(() => {
    const next = props.initialValues;
    if (next === undefined || next === seenInitialValues.current) return;
    seenInitialValues.current = next;
    const isUnchanged = areFormValuesEqual(latestValues.current, cleanValues.current);
    if (!isUnchanged || isSubmitRunning.current || areFormValuesEqual(next, cleanValues.current))
      return;
    cleanValues.current = next;
    startFrom(next);
  });

  useEffect(() => {
    if (!focusRequest) return;
    focusFirstControl(
      formRef.current?.querySelector(`[data-field="${CSS.escape(focusRequest.name)}"]`),
    );
  }, [focusRequest]);

  const reportDirty = (isDirty: boolean) => {
    if (reportedDirty.current === isDirty) return;
    reportedDirty.current = isDirty;
    onDirtyChange?.(isDirty);
  };

  /** Stores (or removes) the draft of `next` and reports whether it is dirty. */
  const trackChange = (next: V) => {
    const storage = sessionDraftStorage();
    if (draftKey !== undefined && storage) {
      const secretNames = secretFieldNames(items, next);
      const context = { initialValues: cleanValues.current, secretNames, owner: draftOwner };
      writeFormDraft(storage, draftKey, { ...context, values: next });
    }
    const isDirty = !areFormValuesEqual(next, cleanValues.current);
    if (!isDirty) setDraftNoteShown(false);
    reportDirty(isDirty);
  };

  /** Forgets the draft: `clean` (saved, cancelled or initial values) counts as clean from now on. */
  const settle = (clean: V) => {
    if (draftKey !== undefined) removeFormDraft(draftKey);
    cleanValues.current = clean;
    setDraftNoteShown(false);
    reportDirty(false);
  };

  // Before the first paint: the caller gets the draft's values (a controlled form shows them once
  // the caller passes them in) and learns that the form is dirty.
  useLayoutEffect(() => {
    if (!restoredDraft || isDraftApplied.current) return;
    isDraftApplied.current = true;
    latestValues.current = restoredDraft;
    onValuesChange?.(restoredDraft);
    reportedDirty.current = true;
    onDirtyChange?.(true);
  }, [restoredDraft, onValuesChange, onDirtyChange]);

  const change = (name: FieldName<V>, value: unknown) => {
    const previous = latestValues.current;
    const changed = { ...previous, [name]: value };
    const adjust = fieldsOf(items, changed, { activeOnly: false }).find(
      (field) => field.name === name,
    )?.adjust;
    const next = adjust ? adjust(changed, previous) : changed;
    latestValues.current = next;
    if (!isControlled) setOwnValues(next);
    onValuesChange?.(next);
    trackChange(next);
    // Errors of fields that this change made inactive go, so they do not reappear stale.
    validation.keepActive(next);
    touched.current.add(name);
    validation.validate(name);
    const moved = adjust
      ? fieldsOf(items, next, { activeOnly: true })
          .map((field) => field.name)
          .filter((other) => other !== name && next[other] !== changed[other])
      : [];
    for (const dependent of new Set([...dependentsOf(items, name), ...moved])) {
      if (touched.current.has(dependent)) validation.validate(dependent);
    }
  };

  const blur = (name: FieldName<V>) => {
    touched.current.add(name);
    validation.validate(name);
  };

  const submit = async () => {
    if (isSubmitRunning.current) return;
    isSubmitRunning.current = true;
    const current = latestValues.current;
    const fields = fieldsOf(items, current, { activeOnly: true });
    for (const field of fields) touched.current.add(field.name);
    // The full validation supersedes validations still running for single fields.
    validation.supersede();
    setPhase('validating');
    const found = await validateForm(items, current);
    validation.setErrors(found);
    const firstInvalid = fields.find((field) => found[field.name]);
    if (firstInvalid) {
      isSubmitRunning.current = false;
      setPhase('idle');
      setFocusRequest({ name: firstInvalid.name });
      return;
    }
    setPhase('submitting');
    let isSaved = false;
    try {
      await onSubmit(current);
      isSaved = true;
    } catch (error) {
      if (error instanceof FieldsRefused) {
        // The server's word on a field shows as a rule's would, on the field, which gets the focus.
        validation.setErrors(error.errors as FieldErrors<V>);
        const refused = fields.find((field) => error.errors[field.name]);
        if (refused) setFocusRequest({ name: refused.name });
      } else if (!onSubmitError) {
        throw error;
      } else {
        onSubmitError(error);
      }
    } finally {
      isSubmitRunning.current = false;
      setPhase('idle');
    }
    if (!isSaved) return;
    // The saved values are the new clean ones; input typed while saving stays in a new draft.
    settle(current);
    if (!areFormValuesEqual(latestValues.current, current)) trackChange(latestValues.current);
  };

  const cancel = () => {
    settle(latestValues.current);
    onCancel?.();
  };

  /** Throws the restored draft away: back to the initial values, without errors. */
  const discardDraft = () => {
    const initialValues = cleanValues.current;
    startFrom(initialValues);
    settle(initialValues);
    // The note and its button go: focus moves to the first field.
    const first = fieldsOf(items, initialValues, { activeOnly: true })[0];
    if (first) setFocusRequest({ name: first.name });
  };

  return {
    values,
    errors: validation.errors,
    isBusy: phase !== 'idle' || validation.isPending,
    isSubmitting: phase === 'submitting',
    isDraftNoteShown,
    formRef,
    change,
    blur,
    submit,
    cancel,
    discardDraft,
  };
}
