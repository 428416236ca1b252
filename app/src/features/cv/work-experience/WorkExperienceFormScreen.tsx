import { useSuspenseQueries } from '@tanstack/react-query';
import { cvLookups, resumeQuery, useCreateWorkExperience, useUpdateWorkExperience } from '../api';
import { lookupOptions } from '../cvRules';
import { cvScreenMessages } from '../messages';
import { findEditableItem } from '../resumeItems';
import { workExperienceName } from '../resumeItemNames';
import { ResumeItemFormScreen, resumeItemForm } from '../ResumeItemFormScreen';
import {
  functionOptions,
  initialWorkExperienceValues,
  toWorkExperienceModel,
  workExperienceFormItems,
} from './workExperienceForm';

/** The work experience form: the functions, the sectors and the resume, read side by side. */
const workExperienceForm = resumeItemForm({
  path: 'work-experience',
  section: 'workExperience',
  texts: cvScreenMessages.workExperience,
  useData: () =>
    useSuspenseQueries({
      queries: [resumeQuery, cvLookups.functions, cvLookups.sectors],
      combine: ([resume, functions, sectors]) => ({
        resume: resume.data,
        functions: functions.data,
        sectors: sectors.data,
      }),
    }),
  find: ({ resume }, id) => findEditableItem(resume.workExperience, id),
  items: ({ functions, sectors }, item) =>
    workExperienceFormItems({
      functions: functionOptions(functions, item),
      sectors: lookupOptions(sectors),
    }),
  toValues: initialWorkExperienceValues,
  useCreate: useCreateWorkExperience,
  useUpdate: useUpdateWorkExperience,
  toCreate: (values) => ({ workExperienceModel: toWorkExperienceModel(values) }),
  toUpdate: (values, item) => ({ workExperienceModel: toWorkExperienceModel(values, item.id) }),
  nameOf: (item) => workExperienceName(item),
});

export interface WorkExperienceFormScreenProps {
  /** The `:id` of `/cv/work-experience/edit/:id`; absent on `/cv/work-experience/add`. */
  id?: string;
}

/** Adds (`/cv/work-experience/add`) or edits (`/cv/work-experience/edit/:id`) a work experience. */
export function WorkExperienceFormScreen({ id }: WorkExperienceFormScreenProps) {
  return <ResumeItemFormScreen form={workExperienceForm} id={id} />;
}
