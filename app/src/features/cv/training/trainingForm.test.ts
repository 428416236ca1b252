import { describe, expect, it } from 'vitest';
import {
  ResumeItemStatus,
  TrainingMethod,
  TrainingSubjectId,
  type Training,
} from '@pidz/contracts';
import { validateForm, type FieldName } from '@pidz/ui';
import {
  datePickerCaps,
  daysFromToday,
  expectInstitutionRules,
  expectOtherSubjectRules,
  expectPastDateRules,
  fieldError,
  withoutReview,
} from '../cvFormTesting';
import {
  initialTrainingValues,
  toTrainingModel,
  trainingFormItems,
  trainingMethodOptions,
  trainingSubjectOptions,
  type TrainingFormValues,
} from './trainingForm';

const subjects = trainingSubjectOptions([
  { id: TrainingSubjectId.OTHER, name: 'Anders, namelijk' },
  { id: 81, name: 'Reanimatie (BLS)' },
  { id: 83, name: 'Medicatieveiligheid' },
]);
const items = trainingFormItems(subjects);

const valid: TrainingFormValues = {
  subject: 81,
  otherSubject: '',
  method: TrainingMethod.CERTIFICATE_PRACTICE,
  institutionName: 'Reanimatieschool Midden-Nederland',
  institutionPlace: 'Houten',
  acquiredAt: daysFromToday(-30),
};

const errorOf = (name: FieldName<TrainingFormValues>, changes: Partial<TrainingFormValues>) =>
  fieldError(items, name, { ...valid, ...changes });

const course: Training = {
  id: 603,
  subject: TrainingSubjectId.OTHER,
  other_subject: 'Stomazorg',
  method: TrainingMethod.PARTICIPATION_THEORY,
  institution_name: 'Zorgacademie Utrecht',
  institution_place: 'Utrecht',
  acquired_at: '2025-02-01',
  status: ResumeItemStatus.NEW,
  declined_reason: null,
};

describe('the training form values', () => {
  it('starts empty for a new training', () => {
    expect(initialTrainingValues(undefined)).toEqual({
      subject: null,
      otherSubject: '',
      method: null,
      institutionName: '',
      institutionPlace: '',
      acquiredAt: null,
    });
  });

  it('starts with the item’s values for an edit, and round-trips them to the update model', () => {
    const model = withoutReview(course);
    expect(toTrainingModel(initialTrainingValues(course), course.id)).toEqual(model);
  });

  it('sends no other subject unless the other option is chosen', () => {
    expect(toTrainingModel({ ...valid, otherSubject: 'Typed before' })).toEqual({
      subject: 81,
      other_subject: null,
      method: TrainingMethod.CERTIFICATE_PRACTICE,
      institution_name: 'Reanimatieschool Midden-Nederland',
      institution_place: 'Houten',
      acquired_at: valid.acquiredAt,
    });
  });
});

describe('the training options', () => {
  it("lists the 'other' subject (94) last", () => {
    expect(subjects.map((option) => option.value)).toEqual([81, 83, TrainingSubjectId.OTHER]);
  });

  it('offers the methods of the spec in order', () => {
    expect(trainingMethodOptions().map(({ value, label }) => [value, label])).toEqual([
      [TrainingMethod.CERTIFICATE_THEORY, 'Certificaat theorie'],
      [TrainingMethod.CERTIFICATE_PRACTICE, 'Certificaat praktijk'],
      [TrainingMethod.PARTICIPATION_THEORY, 'Bewijs van deelname theorie'],
      [TrainingMethod.PARTICIPATION_PRACTICE, 'Bewijs van deelname praktijk'],
    ]);
  });
});

describe('the training rules (spec section 5)', () => {
  it('demands a subject and a method', () => {
    expect(errorOf('subject', { subject: null })).toBe('Vul een training in');
    expect(errorOf('method', { method: null })).toBe('Vul een methode in');
  });

  it("shows the other subject only for the 'other' option (94), then demands it", async () => {
    expectOtherSubjectRules(errorOf, TrainingSubjectId.OTHER, 'Vul de naam van je training in');
    expect(await validateForm(items, valid)).toEqual({});
  });

  it('demands the institution’s name and place, at most 128 characters', () => {
    expectInstitutionRules(errorOf);
  });

  it('demands the date obtained, not in the future', () => {
    expectPastDateRules((acquiredAt) => errorOf('acquiredAt', { acquiredAt }), {
      required: 'Vul de datum in waarop je de training hebt afgerond',
      inFuture: 'De datum waarop je de training hebt afgerond mag niet in de toekomst liggen',
    });
  });

  it('caps the date picker at today', () => {
    expect(datePickerCaps(items, valid)).toEqual([daysFromToday(0)]);
  });
});
