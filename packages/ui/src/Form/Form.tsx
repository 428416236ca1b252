import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button/Button';
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

/** Where the values live: in the form (`defaultValues`) or in the caller (`values`). */
type FormValuesSource<V> =
  | {
      /** The initial values (uncontrolled). To load other values later, remount with a new `key`. */
      defaultValues: V;
      values?: never;
    }
  | {
      /** The values (controlled); update them from `onValuesChange`. */
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
   * awaits it and keeps the submit button disabled meanwhile. The form never resets itself: after a failed
   * (rejected) submission the typed values stay.
   */
  onSubmit: (values: V) => unknown;
  /**
   * Called when `onSubmit` rejects. Without it, the rejection propagates (as an unhandled
   * rejection), so handle failures here or inside `onSubmit`.
   */
  onSubmitError?: (error: unknown) => void;
  /** Called by the cancel button; without it there is no cancel button. */
  onCancel?: () => void;
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
 * validation or the submission runs.
 */
export function Form<V extends object>(props: FormProps<V>) {
  const {
    items,
    onValuesChange,
    onSubmit,
    onSubmitError,
    onCancel,
    submitLabel = FORM_SUBMIT_LABEL,
    cancelLabel = FORM_CANCEL_LABEL,
    isDisabled = false,
  } = props;
  const isControlled = props.values !== undefined;
  const [ownValues, setOwnValues] = useState<V>(() => props.defaultValues ?? (props.values as V));
  const values = isControlled ? (props.values as V) : ownValues;

  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [pendingFields, setPendingFields] = useState<ReadonlySet<string>>(() => new Set());
  const [phase, setPhase] = useState<Phase>('idle');
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  /** The latest values, also between a change and the render it causes (blur right after change). */
  const latestValues = useRef(values);
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
    try {
      await onSubmit(current);
    } catch (error) {
      if (!onSubmitError) throw error;
      onSubmitError(error);
    } finally {
      isSubmitRunning.current = false;
      setPhase('idle');
    }
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
      {renderItems(items)}
      <Actions>
        {onCancel && (
          <Button type="button" variant="secondary" onPress={onCancel}>
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
