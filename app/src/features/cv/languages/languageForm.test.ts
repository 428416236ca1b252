import { describe, expect, it } from 'vitest';
import type { Language, LanguageSkill } from '@pidz/contracts';
import { initialLanguageValues, languageOptions, toSkillLevel } from './languageForm';

const languages: Language[] = [
  { uuid: 'nl', display_name: 'Nederlands' },
  { uuid: 'en', display_name: 'Engels' },
  { uuid: 'fr', display_name: 'Frans' },
];

const skill = (id: number, language_uuid: string): LanguageSkill => ({
  id,
  language_uuid,
  language_name: language_uuid,
  skill_level: 2,
  status: 0,
  declined_reason: null,
});

describe('the language form', () => {
  it('starts empty for a new skill and with the skill’s values for an edit', () => {
    expect(initialLanguageValues(undefined)).toEqual({ language: null, skillLevel: null });
    expect(initialLanguageValues(skill(1, 'en'))).toEqual({ language: 'en', skillLevel: '2' });
  });

  it('turns radio values back into skill levels and refuses others', () => {
    expect(['1', '2', '3'].map(toSkillLevel)).toEqual([1, 2, 3]);
    expect(() => toSkillLevel('4')).toThrow();
  });

  it('offers languages by uuid and name, without those already on the CV', () => {
    expect(languageOptions(languages, [skill(1, 'nl')], undefined)).toEqual([
      { id: 'en', value: 'en', label: 'Engels' },
      { id: 'fr', value: 'fr', label: 'Frans' },
    ]);
  });

  it('keeps the edited skill’s own language among the options', () => {
    const edited = skill(2, 'en');
    const labels = languageOptions(languages, [skill(1, 'nl'), edited], edited).map(
      (option) => option.label,
    );
    expect(labels).toEqual(['Engels', 'Frans']);
  });
});
