import { useId, type FormEvent, type ReactNode } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { loaderIcon } from '../Icon/icons';
import { visuallyHiddenStyles } from '../styles/visuallyHidden';
import { FormFieldView } from './FormFields';
import type { FormField, FormItem } from './model';
import type { FormStateOptions } from './formState';
import { useDateFieldsAfterPaint } from './useDateFieldsAfterPaint';
import { useFormState } from './useFormState';
import { isItemActive, resolveFlag } from './validation';

/** Spec default texts of the form buttons. */
export const FORM_SUBMIT_LABEL = 'Opslaan';
export const FORM_CANCEL_LABEL = 'Annuleren';
/** Said (a polite status) while a save takes long enough to show its progress. */
export const FORM_SAVING_MESSAGE = 'Bezig met opslaan…';

/** Texts of the note over a form whose unsaved input was restored from its draft (`draftKey`). */
export const FORM_DRAFT_MESSAGES = {
  /** The note (a polite status). */
  restored: 'We hebben je niet-opgeslagen wijzigingen teruggezet.',
  /** The button that throws the restored input away and brings back the initial values. */
  discard: 'Wijzigingen weggooien',
} as const;

/** The Form's props: what its state is built from (useFormState.ts) and the texts of its view. */
export type FormProps<V extends object> = FormStateOptions<V> & {
  /** Text of the submit button. Default `'Opslaan'`. */
  submitLabel?: string;
  /** Text of the cancel button. Default `'Annuleren'`. */
  cancelLabel?: string;
  /** Accessible name of the form (makes it a form landmark). */
  'aria-label'?: string;
  /**
   * What stands below the fields and above the buttons but is not one of the form's values: a file
   * picker whose files the submit sends, so that they are chosen before 'Opslaan'.
   */
  beforeActions?: ReactNode;
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

/* Until the date fields may render (after the form's first paint): the fields wait as one. */
const FieldsPending = styled.div`
  min-height: 12rem;
`;

/*
 * The progress of a save: a turning circle in the submit button, and 'Bezig met opslaan…' for
 * assistive technology. Shown only once a save takes longer than a blink (300 ms), so a quick
 * save does not flicker; without motion for those who asked for less.
 */
const Saving = styled.span`
  display: inline-flex;
  opacity: 0;
  animation:
    pidz-saving-shown 0s 300ms forwards,
    pidz-saving-turn 1s linear infinite;

  @keyframes pidz-saving-shown {
    to {
      opacity: 1;
    }
  }
  @keyframes pidz-saving-turn {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: pidz-saving-shown 0s 300ms forwards;
  }
`;

const SavingStatus = styled.span`
  ${visuallyHiddenStyles}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--pidz-space-sm);
`;

/**
 * A form built from a description (see model.ts): fields of the kinds input, textarea, checkbox,
 * toggle, radiogroup, dropdown, combobox, date and custom; layout items row, double and break.
 * Each field validates on change and on blur (its rules in order, first failure wins); inactive
 * fields are neither shown nor validated. Submitting validates every active field, focuses the
 * first invalid one, and otherwise awaits `onSubmit`; the submit button is disabled while a
 * validation or the submission runs. With a `draftKey` the unsaved input survives a reload.
 */
export function Form<V extends object>(props: FormProps<V>) {
  const { items, submitLabel = FORM_SUBMIT_LABEL, cancelLabel = FORM_CANCEL_LABEL } = props;
  const isDisabled = props.isDisabled ?? false;
  const {
    values,
    errors,
    isBusy,
    isSubmitting,
    isDraftNoteShown,
    formRef,
    change,
    blur,
    submit,
    cancel,
    discardDraft,
  } = useFormState(props);
  const idPrefix = useId();
  const dateFields = useDateFieldsAfterPaint(items as readonly FormItem<never>[]);

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
          DatePicker={dateFields.DatePicker}
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

  return (
    <StyledForm
      ref={formRef}
      onSubmit={handleSubmit}
      validationBehavior="aria"
      aria-label={props['aria-label']}
      aria-busy={isSubmitting || undefined}
    >
      {isDraftNoteShown && (
        <DraftNote>
          <DraftNoteText role="status">{FORM_DRAFT_MESSAGES.restored}</DraftNoteText>
          <Button type="button" variant="secondary" isCompact onPress={discardDraft}>
            {FORM_DRAFT_MESSAGES.discard}
          </Button>
        </DraftNote>
      )}
      {dateFields.isWaiting ? <FieldsPending aria-busy="true" /> : renderItems(items)}
      {props.beforeActions}
      <Actions>
        {props.onCancel && (
          <Button type="button" variant="secondary" onPress={cancel}>
            {cancelLabel}
          </Button>
        )}
        <Button
          type="submit"
          isDisabled={isDisabled}
          // Busy, not disabled: a focused button that is disabled drops the focus to <body> (in a
          // dialog, to the dialog). `submit` ignores a press while it runs (docs/decisions/0037).
          aria-disabled={isBusy || undefined}
          data-saving={isSubmitting || undefined}
        >
          {isSubmitting && (
            <Saving data-saving-progress aria-hidden>
              <Icon icon={loaderIcon} size="small" color="white" />
            </Saving>
          )}
          {submitLabel}
        </Button>
        {isSubmitting && <SavingStatus role="status">{FORM_SAVING_MESSAGE}</SavingStatus>}
      </Actions>
    </StyledForm>
  );
}
