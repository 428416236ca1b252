import type { RefObject } from 'react';
import type { FieldErrors, FieldName } from './model';

/** What the view of a form renders and calls. */
export interface FormState<V> {
  /** The values shown (the caller's, for a controlled form). */
  values: V;
  /** The error of each field that failed its rules. */
  errors: FieldErrors<V>;
  /** Whether a validation or the submission runs (the submit button waits). */
  isBusy: boolean;
  /** Whether the submission itself runs (`aria-busy`). */
  isSubmitting: boolean;
  /** Whether the note 'we restored your unsaved input' shows. */
  isDraftNoteShown: boolean;
  /** The form element, for moving the focus to the first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  /** A field's new value: validates it and the touched fields that depend on it. */
  change: (name: FieldName<V>, value: unknown) => void;
  /** A field lost the focus: validates it. */
  blur: (name: FieldName<V>) => void;
  /** Validates every active field, focuses the first invalid one, else awaits `onSubmit`. */
  submit: () => Promise<void>;
  /** Forgets the draft, reports the form clean and calls `onCancel`. */
  cancel: () => void;
  /** Back to the initial values, without errors or draft. */
  discardDraft: () => void;
}
