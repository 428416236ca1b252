import {
  SkillLevel,
  type Language,
  type LanguageSkill,
  type LanguageSkillInput,
} from '@pidz/contracts';
import { required, type FormItem, type SelectOption } from '@pidz/ui';
import { chosen } from '../../../lib/forms/formFields';
import { cvMessages, skillLevelLabels } from '../messages';

const messages = cvMessages.languages;

/** The values of the language form: the chosen language's uuid and skill level (radio value). */
export interface LanguageFormValues {
  language: string | null;
  skillLevel: string | null;
}

/** The skill levels in the order the form offers them. */
const skillLevels: readonly SkillLevel[] = [
  SkillLevel.NATIVE,
  SkillLevel.PROFESSIONAL,
  SkillLevel.BASIC,
];

/** The form's start values: empty for a new skill, the skill's own for an edit. */
export function initialLanguageValues(skill: LanguageSkill | undefined): LanguageFormValues {
  return {
    language: skill?.language_uuid ?? null,
    skillLevel: skill ? String(skill.skill_level) : null,
  };
}

/** The skill level a radio value stands for. */
export function toSkillLevel(value: string): SkillLevel {
  const level = skillLevels.find((candidate) => String(candidate) === value);
  if (level === undefined) throw new Error(`Unknown skill level ${value}`);
  return level;
}

/**
 * The languages the combobox offers (value uuid, label display_name): every language except those
 * already on the CV, apart from the one being edited, so that a language appears on the CV once.
 */
export function languageOptions(
  languages: readonly Language[],
  skills: readonly LanguageSkill[],
  editedSkill: LanguageSkill | undefined,
): SelectOption<string>[] {
  const taken = new Set(
    skills.filter((skill) => skill.id !== editedSkill?.id).map((skill) => skill.language_uuid),
  );
  return languages
    .filter((language) => !taken.has(language.uuid))
    .map((language) => ({ id: language.uuid, value: language.uuid, label: language.display_name }));
}

/**
 * The description of the language form (spec sections 3 and 5): a searchable language combobox
 * ('Selecteer een taal') and the skill level as a radio group ('Selecteer een vaardigheid').
 */
export function languageFormItems(
  options: readonly SelectOption<string>[],
): FormItem<LanguageFormValues>[] {
  return [
    {
      kind: 'combobox',
      name: 'language',
      label: messages.languageField,
      options,
      isRequired: true,
      rules: [required(messages.languageRequired)],
    },
    {
      kind: 'radiogroup',
      name: 'skillLevel',
      label: messages.skillLevelField,
      options: skillLevels.map((level) => ({
        value: String(level),
        label: skillLevelLabels[level],
      })),
      isRequired: true,
      rules: [required(messages.skillLevelRequired)],
    },
  ];
}

/** The validated values as the contract's model for `language_skill:create` (and, with an id, update). */
export function toLanguageSkillModel(values: LanguageFormValues): LanguageSkillInput {
  return {
    language_uuid: chosen(values.language, 'language'),
    skill_level: toSkillLevel(chosen(values.skillLevel, 'skillLevel')),
  };
}
