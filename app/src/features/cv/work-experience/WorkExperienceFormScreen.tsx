import { useMemo } from 'react';
import { useQueryClient, useSuspenseQueries } from '@tanstack/react-query';
import { Redirect, useLocation } from 'wouter';
import type { WorkExperience } from '@pidz/contracts';
import { rpcQuery, useRpcMutation } from '../../../lib/queries';
import { CV_OVERVIEW } from '../cvPaths';
import { lookupOptions } from '../cvRules';
import { cvScreenMessages } from '../messages';
import { RemoveResumeItem } from '../RemoveResumeItem';
import { resumeQuery, storeResumeItem } from '../resume';
import { findEditableItem } from '../resumeItems';
import { workExperienceName } from '../resumeItemNames';
import { ResumeItemEditor, ResumeItemFormScreen, useAfterSave } from '../ResumeItemFormScreen';
import {
  functionOptions,
  initialWorkExperienceValues,
  toWorkExperienceModel,
  workExperienceFormItems,
  type WorkExperienceFormValues,
} from './workExperienceForm';

const messages = cvScreenMessages.workExperience;

export interface WorkExperienceFormScreenProps {
  /** The `:id` of `/cv/work-experience/edit/:id`; absent on `/cv/work-experience/add`. */
  id?: string;
}

/**
 * Adds (`/cv/work-experience/add`) or edits (`/cv/work-experience/edit/:id`) a work experience.
 * Loads the functions, sectors and resume first; an edit id that is unknown, or names an item that
 * may no longer be changed, returns to the overview.
 */
export function WorkExperienceFormScreen({ id }: WorkExperienceFormScreenProps) {
  return (
    <ResumeItemFormScreen title={id === undefined ? messages.addTitle : messages.editTitle}>
      <WorkExperienceForm id={id} />
    </ResumeItemFormScreen>
  );
}

function WorkExperienceForm({ id }: WorkExperienceFormScreenProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [{ data: functions }, { data: sectors }, { data: resume }] = useSuspenseQueries({
    queries: [rpcQuery('function:getAll'), rpcQuery('sector:getAll'), resumeQuery],
  });
  const item = findEditableItem(resume.workExperience, id);
  const items = useMemo(
    () =>
      workExperienceFormItems({
        functions: functionOptions(functions, item),
        sectors: lookupOptions(sectors),
      }),
    [functions, sectors, item],
  );
  const afterSave = useAfterSave(messages.saved);
  const onSaved = {
    onSuccess: (saved: WorkExperience) => {
      storeResumeItem(queryClient, 'workExperience', saved);
      afterSave(workExperienceName(saved));
    },
  };
  const create = useRpcMutation('work_experience:create', onSaved);
  const update = useRpcMutation('work_experience:update', onSaved);

  if (id !== undefined && !item) return <Redirect to={CV_OVERVIEW} replace />;

  const save = (values: WorkExperienceFormValues) =>
    item
      ? update.mutateAsync({ workExperienceModel: toWorkExperienceModel(values, item.id) })
      : create.mutateAsync({ workExperienceModel: toWorkExperienceModel(values) });

  return (
    <ResumeItemEditor<WorkExperienceFormValues>
      draftKey={`cv-work-experience:${item ? `edit:${item.id}` : 'add'}`}
      label={item ? messages.editTitle : messages.addTitle}
      item={item}
      itemName={messages.itemName}
      items={items}
      defaultValues={initialWorkExperienceValues(item)}
      onSave={save}
      removal={
        item && (
          <RemoveResumeItem
            section="workExperience"
            id={item.id}
            name={workExperienceName(item)}
            onRemoved={() => navigate(CV_OVERVIEW)}
          />
        )
      }
    />
  );
}
