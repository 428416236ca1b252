import { useMemo } from 'react';
import { useQueryClient, useSuspenseQueries } from '@tanstack/react-query';
import { Redirect, useLocation } from 'wouter';
import type { Registration } from '@pidz/contracts';
import { rpcQuery, useRpcMutation } from '../../../lib/queries';
import { CV_OVERVIEW } from '../cvPaths';
import { cvScreenMessages } from '../messages';
import { RemoveResumeItem } from '../RemoveResumeItem';
import { resumeQuery, storeResumeItem } from '../resume';
import { findEditableItem } from '../resumeItems';
import { registrationName } from '../resumeItemNames';
import { ResumeItemEditor, ResumeItemFormScreen, useAfterSave } from '../ResumeItemFormScreen';
import {
  initialRegistrationValues,
  registrationFormItems,
  registrationTypeOptions,
  toRegistrationModel,
  type RegistrationFormValues,
} from './registrationForm';

const messages = cvScreenMessages.registration;

export interface RegistrationFormScreenProps {
  /** The `:id` of `/cv/registration/edit/:id`; absent on `/cv/registration/add`. */
  id?: string;
}

/**
 * Adds (`/cv/registration/add`) or edits (`/cv/registration/edit/:id`) a registration. Loads the
 * registration types and the resume first; an edit id that is unknown, or names an item that may
 * no longer be changed, returns to the overview.
 */
export function RegistrationFormScreen({ id }: RegistrationFormScreenProps) {
  return (
    <ResumeItemFormScreen title={id === undefined ? messages.addTitle : messages.editTitle}>
      <RegistrationForm id={id} />
    </ResumeItemFormScreen>
  );
}

function RegistrationForm({ id }: RegistrationFormScreenProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [{ data: types }, { data: resume }] = useSuspenseQueries({
    queries: [rpcQuery('registration_type:getRegistrationTypes'), resumeQuery],
  });
  const item = findEditableItem(resume.registrations, id);
  const items = useMemo(() => registrationFormItems(registrationTypeOptions(types)), [types]);
  const afterSave = useAfterSave(messages.saved);
  const onSaved = {
    onSuccess: (saved: Registration) => {
      storeResumeItem(queryClient, 'registrations', saved);
      afterSave(registrationName(saved));
    },
  };
  const create = useRpcMutation('registration:create', onSaved);
  const update = useRpcMutation('registration:update', onSaved);

  if (id !== undefined && !item) return <Redirect to={CV_OVERVIEW} replace />;

  const save = (values: RegistrationFormValues) =>
    item
      ? update.mutateAsync({ registrationModel: toRegistrationModel(values, item.id) })
      : create.mutateAsync({ registrationModel: toRegistrationModel(values) });

  return (
    <ResumeItemEditor<RegistrationFormValues>
      draftKey={`cv-registration:${item ? `edit:${item.id}` : 'add'}`}
      label={item ? messages.editTitle : messages.addTitle}
      item={item}
      itemName={messages.itemName}
      items={items}
      defaultValues={initialRegistrationValues(item)}
      onSave={save}
      removal={
        item && (
          <RemoveResumeItem
            section="registrations"
            id={item.id}
            name={registrationName(item)}
            onRemoved={() => navigate(CV_OVERVIEW)}
          />
        )
      }
    />
  );
}
