import { useMemo } from 'react';
import { useQueryClient, useSuspenseQueries } from '@tanstack/react-query';
import { Redirect, useLocation } from 'wouter';
import type { Education } from '@pidz/contracts';
import { rpcQuery, useRpcMutation } from '../../../lib/queries';
import { CV_OVERVIEW } from '../cvPaths';
import { cvScreenMessages } from '../messages';
import { RemoveResumeItem } from '../RemoveResumeItem';
import { resumeQuery, storeResumeItem } from '../resume';
import { findEditableItem } from '../resumeItems';
import { educationName } from '../resumeItemNames';
import { ResumeItemEditor, ResumeItemFormScreen, useAfterSave } from '../ResumeItemFormScreen';
import {
  educationFormItems,
  educationSubjectOptions,
  initialEducationValues,
  toEducationModel,
  type EducationFormValues,
} from './educationForm';

const messages = cvScreenMessages.education;

export interface EducationFormScreenProps {
  /** The `:id` of `/cv/education/edit/:id`; absent on `/cv/education/add`. */
  id?: string;
}

/**
 * Adds (`/cv/education/add`) or edits (`/cv/education/edit/:id`) an education. Loads the subjects
 * and the resume first; an edit id that is unknown, or names an item that may no longer be changed,
 * returns to the overview.
 */
export function EducationFormScreen({ id }: EducationFormScreenProps) {
  return (
    <ResumeItemFormScreen title={id === undefined ? messages.addTitle : messages.editTitle}>
      <EducationForm id={id} />
    </ResumeItemFormScreen>
  );
}

function EducationForm({ id }: EducationFormScreenProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [{ data: subjects }, { data: resume }] = useSuspenseQueries({
    queries: [rpcQuery('education_subject:getEducationSubjects'), resumeQuery],
  });
  const item = findEditableItem(resume.educations, id);
  const items = useMemo(() => educationFormItems(educationSubjectOptions(subjects)), [subjects]);
  const afterSave = useAfterSave(messages.saved);
  const onSaved = {
    onSuccess: (saved: Education) => {
      storeResumeItem(queryClient, 'educations', saved);
      afterSave(educationName(subjects, saved));
    },
  };
  const create = useRpcMutation('education:create', onSaved);
  const update = useRpcMutation('education:update', onSaved);

  if (id !== undefined && !item) return <Redirect to={CV_OVERVIEW} replace />;

  const save = (values: EducationFormValues) =>
    item
      ? update.mutateAsync({ educationModel: toEducationModel(values, item.id) })
      : create.mutateAsync({ educationModel: toEducationModel(values) });

  return (
    <ResumeItemEditor<EducationFormValues>
      draftKey={`cv-education:${item ? `edit:${item.id}` : 'add'}`}
      label={item ? messages.editTitle : messages.addTitle}
      item={item}
      itemName={messages.itemName}
      items={items}
      defaultValues={initialEducationValues(item)}
      onSave={save}
      removal={
        item && (
          <RemoveResumeItem
            section="educations"
            id={item.id}
            name={educationName(subjects, item)}
            onRemoved={() => navigate(CV_OVERVIEW)}
          />
        )
      }
    />
  );
}
