import { useSuspenseQueries } from '@tanstack/react-query';
import { cvLookups, resumeQuery, useCreateRegistration, useUpdateRegistration } from '../api';
import { cvScreenMessages } from '../messages';
import { findEditableItem } from '../resumeItems';
import { registrationName } from '../resumeItemNames';
import { ResumeItemFormScreen, resumeItemForm } from '../ResumeItemFormScreen';
import {
  initialRegistrationValues,
  registrationFormItems,
  registrationTypeOptions,
  toRegistrationModel,
} from './registrationForm';

/** The registration form: the registration types and the resume, read side by side. */
const registrationForm = resumeItemForm({
  path: 'registration',
  section: 'registrations',
  texts: cvScreenMessages.registration,
  useData: () =>
    useSuspenseQueries({
      queries: [resumeQuery, cvLookups.registrationTypes],
      combine: ([resume, types]) => ({ resume: resume.data, types: types.data }),
    }),
  find: ({ resume }, id) => findEditableItem(resume.registrations, id),
  items: ({ types }) => registrationFormItems(registrationTypeOptions(types)),
  toValues: initialRegistrationValues,
  useCreate: useCreateRegistration,
  useUpdate: useUpdateRegistration,
  toCreate: (values) => ({ registrationModel: toRegistrationModel(values) }),
  toUpdate: (values, item) => ({ registrationModel: toRegistrationModel(values, item.id) }),
  nameOf: (item) => registrationName(item),
});

export interface RegistrationFormScreenProps {
  /** The `:id` of `/cv/registration/edit/:id`; absent on `/cv/registration/add`. */
  id?: string;
}

/** Adds (`/cv/registration/add`) or edits (`/cv/registration/edit/:id`) a registration. */
export function RegistrationFormScreen({ id }: RegistrationFormScreenProps) {
  return <ResumeItemFormScreen form={registrationForm} id={id} />;
}
