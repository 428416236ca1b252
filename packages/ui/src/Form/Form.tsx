import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import {
  areFormValuesEqual,
  readFormDraft,
  removeFormDraft,
  secretFieldNames,
  sessionDraftStorage,
  writeFormDraft,
} from './draft';
import { FormFieldView } from './FormFields';
import type { FieldErrors, FieldName, FormField, FormItem } from './model';
import {
  dependentsOf,
  fieldsOf,
  isFieldValidated,
  isItemActive,
  resolveFlag,
  validateField,
  validateForm,
} from './validation';

/** Spec default texts of the form buttons. */
export const FORM_SUBMIT_LABEL = 'Opslaan';
export const FORM_CANCEL_LABEL = 'Annuleren';

/** Texts of the note over a form whose unsaved input was restored from its draft (`draftKey`). */
export const FORM_DRAFT_MESSAGES = {
  /** The note (a polite status). */
  restored: 'We hebben je niet-opgeslagen wijzigingen teruggezet.',
  /** The button that throws the restored input away and brings back the initial values. */
  discard: 'Wijzigingen weggooien',
} as const;

/** Where the values live: in the form (`defaultValues`) or in the caller (`values`). */
type FormValuesSource<V> =
  | {
      /**
       * The initial values (uncontrolled). To load other values later, remount with a new `key`.
       * With a `draftKey`, a stored draft may take their place at mount.
       */
      defaultValues: V;
      values?: never;
    }
  | {
      /**
       * The values (controlled); update them from `onValuesChange`. The values at mount are the
       * form's initial values (for `onDirtyChange` and the draft).
       */
      values: V;
      defaultValues?: never;
    };

export type FormProps<V extends object> = FormValuesSource<V> & {
  /** The description of the form: fields and layout items, in order. */
  items: readonly FormItem<V>[];
  /** Called with every new set of values (after each change). */
  onValuesChange?: (values: V) => void;
  /**
   * Called with the values once every active field is valid. It may return a promise: the form
   * awaits it and keeps the submit button disabled meanwhile. The form never resets itself: after a
   * failed (rejected) submission the typed values stay. Resolving means saved (the draft goes, the
   * form is clean), so let a failed save reject (handled in `onSubmitError`) rather than resolve.
   */
  onSubmit: (values: V) => unknown;
  /**
   * Called when `onSubmit` rejects. Without it, the rejection propagates (as an unhandled
   * rejection), so handle failures here (or inside `onSubmit`, rethrowing to keep the draft).
   */
  onSubmitError?: (error: unknown) => void;
  /**
   * Called by the cancel button; without it there is no cancel button. Cancelling removes the
   * draft and reports the form clean (before `onCancel` runs, so it may navigate away at once).
   */
  onCancel?: () => void;
  /**
   * Keeps the unsaved input as a draft in sessionStorage (under `pidz.form-draft.<draftKey>`), so
   * that it survives a reload or an accidental navigation. Key it by form and record, e.g.
   * `'cv-language:add'` or `'cv-language:edit:503'`. The draft is written on every change (removed
   * when the values are back to the initial ones) and read once, at mount: a draft that differs
   * from the initial values and fits the form (no unknown keys) is restored, with a note and a
   * 'Wijzigingen weggooien' button (see `FORM_DRAFT_MESSAGES`); `onValuesChange` is called once
   * with the restored values (a controlled form shows them once the caller passes them in). The
   * draft is removed when `onSubmit` resolves and on cancel; a rejected `onSubmit` keeps it.
   * Secret fields (inputs of type `password`, fields marked `isSecret`) are never stored; values
   * that do not survive JSON (dates, functions, class instances) mean no draft. A disabled form
   * restores no draft. Default: no draft.
   */
  draftKey?: string;
  /**
   * Called when the form becomes dirty (values differ from the initial ones, deep compare) or
   * clean again: on a change, after a draft was restored (dirty), when `onSubmit` resolves, on
   * discarding the draft and on cancel (clean). The values a submission saved become the new
   * initial values. Use it to ask before leaving a form with unsaved changes. Not called at mount
   * for a clean form.
   */
  onDirtyChange?: (isDirty: boolean) => void;
  /** Text of the submit button. Default `'Opslaan'`. */
  submitLabel?: string;
  /** Text of the cancel button. Default `'Annuleren'`. */
  cancelLabel?: string;
  /** Disables every field and the submit button (e.g. an approved item that may not change). Default `false`. */
  isDisabled?: boolean;
  /** Accessible name of the form (makes it a form landmark). */
  'aria-label'?: string;
};

const StyledForm = styled(AriaForm)`
  display: flex;
  flex-direction: column;
  gap: var(--pidz-space-md);
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: var(--pidz-space-md);
  align-items: start;
`;

const Break = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid var(--pidz-color-grey-200);
`;

const DoubleGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--pidz-space-xs);
`;

const DoubleLabel = styled.span`
  font-weight: 600;
`;

const DraftNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--pidz-space-sm);
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  border-left: 4px solid var(--pidz-color-info);
  border-radius: var(--pidz-radius-sm);
  background: var(--pidz-color-info-light);
  color: var(--pidz-color-black);
`;

const DraftNoteText = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--pidz-space-sm);
`;

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

/**
 * A form built from a description (see model.ts): fields of the kinds input, textarea, checkbox,
 * toggle, radiogroup, dropdown, combobox, date and custom; layout items row, double and break.
 * Each field validates on change and on blur (its rules in order, first failure wins); inactive
 * fields are neither shown nor validated. Submitting validates every active field, focuses the
 * first invalid one, and otherwise awaits `onSubmit`; the submit button is disabled while a
 * validation or the submission runs. With a `draftKey` the unsaved input survives a reload.
 */
export function Form<V extends object>(props: FormProps<V>) {
  const {
    items,
    onValuesChange,
    onSubmit,
    onSubmitError,
    onCancel,
    draftKey,
    onDirtyChange,
    submitLabel = FORM_SUBMIT_LABEL,
    cancelLabel = FORM_CANCEL_LABEL,
    isDisabled = false,
  } = props;
  const isControlled = props.values !== undefined;
  /** A stored draft to show instead of the initial values (read once, at mount). */
  const [restoredDraft] = useState<V | null>(() => {
    const storage = sessionDraftStorage();
    if (draftKey === undefined || isDisabled || !storage) return null;
    const initialValues = props.defaultValues ?? (props.values as V);
    return readFormDraft(storage, draftKey, {
      initialValues,
      secretNames: secretFieldNames(items, initialValues),
    });
  });
  const [ownValues, setOwnValues] = useState<V>(
    () => restoredDraft ?? props.defaultValues ?? (props.values as V),
  );
  const values = isControlled ? (props.values as V) : ownValues;

  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [pendingFields, setPendingFields] = useState<ReadonlySet<string>>(() => new Set());
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
  const cleanValues = useRef<V>(props.defaultValues ?? (props.values as V));
  /** The dirty state last reported through `onDirtyChange`. */
  const reportedDirty = useRef(false);
  /** Whether a restored draft was handed out (once, also under StrictMode's double effects). */
  const isDraftApplied = useRef(false);
  /** Fields the user has changed or left; only these are re-validated when a field they depend on changes. */
  const touched = useRef(new Set<string>());
  /** Per field, the number of the latest validation: older asynchronous answers are dropped. */
  const validationRuns = useRef(new Map<string, number>());
  /** Whether a submission (validation and onSubmit) runs; guards against a double submit. */
  const isSubmitRunning = useRef(false);
  const idPrefix = useId();

  useEffect(() => {
    latestValues.current = values;
  }, [values]);

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
      writeFormDraft(storage, draftKey, {
        values: next,
        initialValues: cleanValues.current,
        secretNames: secretFieldNames(items, next),
      });
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

  const change = (name: FieldName<V>, value: unknown) => {
    const next = { ...latestValues.current, [name]: value };
    latestValues.current = next;
    if (!isControlled) setOwnValues(next);
    onValuesChange?.(next);
    trackChange(next);
    // Errors of fields that this change made inactive go, so they do not reappear stale.
    setErrors((previous) => {
      const kept: FieldErrors<V> = {};
      for (const field of fieldsOf(items, next, { activeOnly: true })) {
        kept[field.name] = previous[field.name];
      }
      return kept;
    });
    touched.current.add(name);
    validate(name);
    for (const dependent of dependentsOf(items, name)) {
      if (touched.current.has(dependent)) validate(dependent);
    }
  };

  const blur = (name: FieldName<V>) => {
    touched.current.add(name);
    validate(name);
  };

  const submit = async () => {
    if (isSubmitRunning.current) return;
    isSubmitRunning.current = true;
    const current = latestValues.current;
    const fields = fieldsOf(items, current, { activeOnly: true });
    // The full validation supersedes validations still running for single fields.
    for (const field of fields) {
      touched.current.add(field.name);
      validationRuns.current.set(field.name, (validationRuns.current.get(field.name) ?? 0) + 1);
    }
    setPendingFields(new Set());
    setPhase('validating');
    const found = await validateForm(items, current);
    setErrors(found);
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
      if (!onSubmitError) throw error;
      onSubmitError(error);
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
    latestValues.current = initialValues;
    if (!isControlled) setOwnValues(initialValues);
    onValuesChange?.(initialValues);
    touched.current.clear();
    for (const [name, run] of validationRuns.current) validationRuns.current.set(name, run + 1);
    setErrors({});
    setPendingFields(new Set());
    settle(initialValues);
    // The note and its button go: focus moves to the first field.
    const first = fieldsOf(items, initialValues, { activeOnly: true })[0];
    if (first) setFocusRequest({ name: first.name });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const renderField = (field: FormField<V>) => {
    if (!isItemActive(field, values)) return null;
    const fieldDisabled = isDisabled || resolveFlag(field.isDisabled, values, false);
    return (
      <div key={field.name} data-field={field.name}>
        <FormFieldView
          description={field}
          field={{
            name: field.name,
            label: field.label,
            value: values[field.name],
            onChange: (value) => change(field.name, value),
            onBlur: () => blur(field.name),
            errorMessage: errors[field.name],
            isDisabled: fieldDisabled,
            isRequired: field.isRequired ?? false,
            description: field.description,
          }}
          values={values}
        />
      </div>
    );
  };

  const renderItems = (list: readonly FormItem<V>[]) =>
    list.map((item, index) => {
      if (!isItemActive(item, values)) return null;
      switch (item.kind) {
        case 'break':
          return <Break key={`break-${index}`} />;
        case 'row':
          return <Row key={`row-${index}`}>{renderItems(item.items)}</Row>;
        case 'double': {
          const labelId = `${idPrefix}-double-${index}`;
          return (
            <DoubleGroup key={labelId} role="group" aria-labelledby={labelId}>
              <DoubleLabel id={labelId}>{item.label}</DoubleLabel>
              <Row>{item.fields.map(renderField)}</Row>
            </DoubleGroup>
          );
        }
        default:
          return renderField(item);
      }
    });

  const isBusy = phase !== 'idle' || pendingFields.size > 0;

  return (
    <StyledForm
      ref={formRef}
      onSubmit={handleSubmit}
      validationBehavior="aria"
      aria-label={props['aria-label']}
      aria-busy={phase === 'submitting' || undefined}
    >
      {isDraftNoteShown && (
        <DraftNote>
          <DraftNoteText role="status">{FORM_DRAFT_MESSAGES.restored}</DraftNoteText>
          <Button type="button" variant="secondary" isCompact onPress={discardDraft}>
            {FORM_DRAFT_MESSAGES.discard}
          </Button>
        </DraftNote>
      )}
      {renderItems(items)}
      <Actions>
        {onCancel && (
          <Button type="button" variant="secondary" onPress={cancel}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" isDisabled={isDisabled || isBusy}>
          {submitLabel}
        </Button>
      </Actions>
    </StyledForm>
  );
}
