import { useState } from 'react';
import { RpcError } from '@pidz/contracts';
import { Form, type FormProps } from '@pidz/ui';
import { useUnsavedChanges } from './unsavedChanges';

/** A failed save that the data layer reported already (its toast): the form keeps its input. */
function keepInputAfterReportedFailure(error: unknown): void {
  if (!(error instanceof RpcError)) throw error;
}

export type ScreenFormProps<V extends object> = FormProps<V> & {
  /** Where the unsaved input is kept: the form and the record, e.g. `cv-language:edit:503`. */
  draftKey: string;
};

/**
 * The ui Form as a screen uses it: unsaved input is kept as a draft (it survives a reload and an
 * accidental navigation, cleared on save and cancel), a link in the app asks before it leaves
 * unsaved changes, and a failed save (already reported by the data layer) keeps the input and the
 * draft. `onSubmit` may return the mutation's promise as it is.
 *
 * @example
 * <ScreenForm
 *   draftKey={`cv-language:${skill ? `edit:${skill.id}` : 'add'}`}
 *   items={items}
 *   defaultValues={initialValues}
 *   onSubmit={(values) => save.mutateAsync(toModel(values))}
 *   onCancel={backToOverview}
 * />
 */
export function ScreenForm<V extends object>(props: ScreenFormProps<V>) {
  const [isDirty, setIsDirty] = useState(false);
  useUnsavedChanges(isDirty);
  return (
    <Form<V>
      onSubmitError={keepInputAfterReportedFailure}
      {...props}
      onDirtyChange={(dirty) => {
        setIsDirty(dirty);
        props.onDirtyChange?.(dirty);
      }}
    />
  );
}
