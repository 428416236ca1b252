import { useMemo } from 'react';
import { useQueryClient, useSuspenseQueries } from '@tanstack/react-query';
import { Redirect, useLocation } from 'wouter';
import type { Training } from '@pidz/contracts';
import { rpcQuery, useRpcMutation } from '../../../lib/queries';
import { CV_OVERVIEW } from '../cvPaths';
import { cvScreenMessages } from '../messages';
import { RemoveResumeItem } from '../RemoveResumeItem';
import { resumeQuery, storeResumeItem } from '../resume';
import { findEditableItem } from '../resumeItems';
import { trainingName } from '../resumeItemNames';
import { ResumeItemEditor, ResumeItemFormScreen, useAfterSave } from '../ResumeItemFormScreen';
import {
  trainingFormItems,
  trainingSubjectOptions,
  initialTrainingValues,
  toTrainingModel,
  type TrainingFormValues,
} from './trainingForm';

const messages = cvScreenMessages.training;

export interface TrainingFormScreenProps {
  /** The `:id` of `/cv/training/edit/:id`; absent on `/cv/training/add`. */
  id?: string;
}

/**
 * Adds (`/cv/training/add`) or edits (`/cv/training/edit/:id`) a training. Loads the subjects
 * and the resume first; an edit id that is unknown, or names an item that may no longer be changed,
 * returns to the overview.
 */
export function TrainingFormScreen({ id }: TrainingFormScreenProps) {
  return (
    <ResumeItemFormScreen title={id === undefined ? messages.addTitle : messages.editTitle}>
      <TrainingForm id={id} />
    </ResumeItemFormScreen>
  );
}

function TrainingForm({ id }: TrainingFormScreenProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [{ data: subjects }, { data: resume }] = useSuspenseQueries({
    queries: [rpcQuery('training_subject:getTrainingSubjects'), resumeQuery],
  });
  const item = findEditableItem(resume.trainings, id);
  const items = useMemo(() => trainingFormItems(trainingSubjectOptions(subjects)), [subjects]);
  const afterSave = useAfterSave(messages.saved);
  const onSaved = {
    onSuccess: (saved: Training) => {
      storeResumeItem(queryClient, 'trainings', saved);
      afterSave(trainingName(subjects, saved));
    },
  };
  const create = useRpcMutation('training:create', onSaved);
  const update = useRpcMutation('training:update', onSaved);

  if (id !== undefined && !item) return <Redirect to={CV_OVERVIEW} replace />;

  const save = (values: TrainingFormValues) =>
    item
      ? update.mutateAsync({ trainingModel: toTrainingModel(values, item.id) })
      : create.mutateAsync({ trainingModel: toTrainingModel(values) });

  return (
    <ResumeItemEditor<TrainingFormValues>
      draftKey={`cv-training:${item ? `edit:${item.id}` : 'add'}`}
      label={item ? messages.editTitle : messages.addTitle}
      item={item}
      itemName={messages.itemName}
      items={items}
      defaultValues={initialTrainingValues(item)}
      onSave={save}
      removal={
        item && (
          <RemoveResumeItem
            section="trainings"
            id={item.id}
            name={trainingName(subjects, item)}
            onRemoved={() => navigate(CV_OVERVIEW)}
          />
        )
      }
    />
  );
}
