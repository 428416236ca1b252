import type { RefObject } from 'react';
import type { FieldErrors, FieldName, FormItem } from './model';

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

/** Where the values live: in the form (`defaultValues`) or in the caller (`values`). */
type FormValuesSource<V> =
  | {
      /**
       * The initial values (uncontrolled). To load other values later, remount with a new `key`.
       * With a `draftKey`, a stored draft may take their place at mount.
       */
      defaultValues: V;
      values?: never;
      initialValues?: never;
    }
  | {
      /**
       * The values (controlled); update them from `onValuesChange`. The values at mount are the
       * form's initial values (for `onDirtyChange` and the draft), unless `initialValues` says.
       */
      values: V;
      /**
       * The record the form edits as values, when it may answer anew while the form is shown (a
       * screen drawn from the offline copy, then from the back end; a change made elsewhere). A
       * form nobody has changed since it was last clean takes new ones (a new object that differs):
       * `onValuesChange` is called with them, they count as clean, and errors and touched fields
       * go. A form with input of the user's (or a restored draft) keeps it. Pass the same object
       * while the record is the same (memoize it). Default: the values at mount, never followed.
       */
      initialValues?: V;
      defaultValues?: never;
    };

/** What the form's state is built from: the Form's props apart from its texts. */
export type FormStateOptions<V extends object> = FormValuesSource<V> & {
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
  /** Disables every field and the submit button (e.g. an approved item that may not change). Default `false`. */
  isDisabled?: boolean;
};
