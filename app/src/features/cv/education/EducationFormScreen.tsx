import { useSuspenseQueries } from '@tanstack/react-query';
import { cvLookups, resumeQuery, useCreateEducation, useUpdateEducation } from '../api';
import { cvScreenMessages } from '../messages';
import { findEditableItem } from '../resumeItems';
import { educationName } from '../resumeItemNames';
import { ResumeItemFormScreen, resumeItemForm } from '../ResumeItemFormScreen';
import {
  educationFormItems,
  educationSubjectOptions,
  initialEducationValues,
  toEducationModel,
} from './educationForm';

/** The education form: the subjects and the resume, read side by side. */
const educationForm = resumeItemForm({
  path: 'education',
  section: 'educations',
  texts: cvScreenMessages.education,
  useData: () =>
    useSuspenseQueries({
      queries: [resumeQuery, cvLookups.educationSubjects],
      combine: ([resume, subjects]) => ({ resume: resume.data, subjects: subjects.data }),
    }),
  find: ({ resume }, id) => findEditableItem(resume.educations, id),
  items: ({ subjects }) => educationFormItems(educationSubjectOptions(subjects)),
  toValues: initialEducationValues,
  useCreate: useCreateEducation,
  useUpdate: useUpdateEducation,
  toCreate: (values) => ({ educationModel: toEducationModel(values) }),
  toUpdate: (values, item) => ({ educationModel: toEducationModel(values, item.id) }),
  nameOf: (item, { subjects }) => educationName(subjects, item),
});

export interface EducationFormScreenProps {
  /** The `:id` of `/cv/education/edit/:id`; absent on `/cv/education/add`. */
  id?: string;
}

/** Adds (`/cv/education/add`) or edits (`/cv/education/edit/:id`) an education. */
export function EducationFormScreen({ id }: EducationFormScreenProps) {
  return <ResumeItemFormScreen form={educationForm} id={id} />;
}
