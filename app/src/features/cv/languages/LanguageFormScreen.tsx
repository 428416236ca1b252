import { useSuspenseQueries } from '@tanstack/react-query';
import { cvLookups, resumeQuery, useCreateLanguageSkill, useUpdateLanguageSkill } from '../api';
import { cvMessages } from '../messages';
import { findEditableItem } from '../resumeItems';
import { ResumeItemFormScreen, resumeItemForm } from '../ResumeItemFormScreen';
import {
  initialLanguageValues,
  languageFormItems,
  languageOptions,
  toLanguageSkillModel,
} from './languageForm';

/**
 * The language form: the languages (once per session) and the resume, read side by side; a
 * language already on the CV is not offered again.
 */
const languageForm = resumeItemForm({
  path: 'language',
  section: 'languages',
  texts: cvMessages.languages,
  useData: () =>
    useSuspenseQueries({
      queries: [resumeQuery, cvLookups.languages],
      combine: ([resume, languages]) => ({ resume: resume.data, languages: languages.data }),
    }),
  find: ({ resume }, id) => findEditableItem(resume.languages, id),
  items: ({ resume, languages }, skill) =>
    languageFormItems(languageOptions(languages, resume.languages, skill)),
  toValues: initialLanguageValues,
  useCreate: useCreateLanguageSkill,
  useUpdate: useUpdateLanguageSkill,
  toCreate: (values) => ({ languageSkillModel: toLanguageSkillModel(values) }),
  toUpdate: (values, skill) => ({
    languageSkillModel: { id: skill.id, ...toLanguageSkillModel(values) },
  }),
  nameOf: (skill) => skill.language_name,
});

export interface LanguageFormScreenProps {
  /** The `:id` of `/cv/languages/edit/:id`; absent on `/cv/languages/add`. */
  skillId?: string;
}

/** Adds (`/cv/languages/add`) or edits (`/cv/languages/edit/:id`) a language skill. */
export function LanguageFormScreen({ skillId }: LanguageFormScreenProps) {
  return <ResumeItemFormScreen form={languageForm} id={skillId} />;
}
