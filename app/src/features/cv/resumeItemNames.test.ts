import { describe, expect, it } from 'vitest';
import {
  EducationSubjectId,
  TrainingSubjectId,
  type Education,
  type Training,
} from '@pidz/contracts';
import { educationName, lookupName, trainingName, workExperienceName } from './resumeItemNames';

const subjects = [
  { id: 1, name: 'MBO Verpleegkundige (niveau 4)' },
  { id: EducationSubjectId.OTHER, name: 'Anders, namelijk' },
  { id: TrainingSubjectId.OTHER, name: 'Anders, namelijk' },
];

const education = (subject: number, other_subject: string | null) =>
  ({ subject, other_subject }) as Education;

describe('resume item names', () => {
  it('names a lookup id, or says it is unknown', () => {
    expect(lookupName(subjects, 1, 'onbekende functie')).toBe('MBO Verpleegkundige (niveau 4)');
    expect(lookupName(subjects, 7, 'onbekende functie')).toBe('onbekende functie');
    expect(lookupName([], 2, 'onbekende sector')).toBe('onbekende sector');
  });

  it('names work experience by function and institution', () => {
    expect(
      workExperienceName({ function_name: 'Verpleegkundige', institution_name: 'UMC Utrecht' }),
    ).toBe('Verpleegkundige bij UMC Utrecht');
  });

  it("names the 'other' subject by what the user typed", () => {
    expect(
      educationName(subjects, education(EducationSubjectId.OTHER, ' Post-hbo Oncologie ')),
    ).toBe('Post-hbo Oncologie');
    expect(educationName(subjects, education(EducationSubjectId.OTHER, null))).toBe(
      'Anders, namelijk',
    );
    expect(educationName(subjects, education(1, 'ignored'))).toBe('MBO Verpleegkundige (niveau 4)');
    expect(
      trainingName(subjects, {
        subject: TrainingSubjectId.OTHER,
        other_subject: 'Triage',
      } as Training),
    ).toBe('Triage');
    expect(educationName(subjects, education(5, null))).toBe('onbekend onderwerp');
  });
});
