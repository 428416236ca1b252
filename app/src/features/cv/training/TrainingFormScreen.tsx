import { useSuspenseQueries } from '@tanstack/react-query';
import { cvLookups, resumeQuery, useCreateTraining, useUpdateTraining } from '../api';
import { cvScreenMessages } from '../messages';
import { findEditableItem } from '../resumeItems';
import { trainingName } from '../resumeItemNames';
import { ResumeItemFormScreen, resumeItemForm } from '../ResumeItemFormScreen';
import {
  initialTrainingValues,
  toTrainingModel,
  trainingFormItems,
  trainingSubjectOptions,
} from './trainingForm';

/** The training form: the subjects and the resume, read side by side. */
const trainingForm = resumeItemForm({
  path: 'training',
  section: 'trainings',
  texts: cvScreenMessages.training,
  useData: () =>
    useSuspenseQueries({
      queries: [resumeQuery, cvLookups.trainingSubjects],
      combine: ([resume, subjects]) => ({ resume: resume.data, subjects: subjects.data }),
    }),
  find: ({ resume }, id) => findEditableItem(resume.trainings, id),
  items: ({ subjects }) => trainingFormItems(trainingSubjectOptions(subjects)),
  toValues: initialTrainingValues,
  useCreate: useCreateTraining,
  useUpdate: useUpdateTraining,
  toCreate: (values) => ({ trainingModel: toTrainingModel(values) }),
  toUpdate: (values, item) => ({ trainingModel: toTrainingModel(values, item.id) }),
  nameOf: (item, { subjects }) => trainingName(subjects, item),
});

export interface TrainingFormScreenProps {
  /** The `:id` of `/cv/training/edit/:id`; absent on `/cv/training/add`. */
  id?: string;
}

/** Adds (`/cv/training/add`) or edits (`/cv/training/edit/:id`) a training. */
export function TrainingFormScreen({ id }: TrainingFormScreenProps) {
  return <ResumeItemFormScreen form={trainingForm} id={id} />;
}
