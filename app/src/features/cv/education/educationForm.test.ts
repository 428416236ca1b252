import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EducationSubjectId, ResumeItemStatus, type Education } from '@pidz/contracts';
import { validateForm, type FieldName } from '@pidz/ui';
import {
  datePickerCaps,
  daysFromToday,
  expectInstitutionRules,
  expectOtherSubjectRules,
  expectPastDateRules,
  fieldError,
  text,
  withoutReview,
} from '../cvFormTesting';
import {
  educationFormItems,
  educationSubjectOptions,
  initialEducationValues,
  toEducationModel,
  type EducationFormValues,
} from './educationForm';

const subjects = educationSubjectOptions([
  { id: 2, name: 'HBO Verpleegkunde (bachelor)' },
  { id: EducationSubjectId.OTHER, name: 'Anders, namelijk' },
]);
const items = educationFormItems(subjects);

const valid: EducationFormValues = {
  subject: 2,
  otherSubject: '',
  specialization: '',
  institutionName: 'Hogeschool Utrecht',
  institutionPlace: 'Utrecht',
  endDate: daysFromToday(-100),
};

const errorOf = (name: FieldName<EducationFormValues>, changes: Partial<EducationFormValues>) =>
  fieldError(items, name, { ...valid, ...changes });

const diploma: Education = {
  id: 402,
  subject: EducationSubjectId.OTHER,
  other_subject: 'Post-hbo Wondconsulent',
  specialization: 'Wondzorg',
  institution_name: 'Hogeschool Arnhem en Nijmegen',
  institution_place: 'Nijmegen',
  end_date: '2024-06-30',
  status: ResumeItemStatus.DECLINED,
  declined_reason: 'Onleesbaar',
};

describe('the education form values', () => {
  it('starts empty for a new education', () => {
    expect(initialEducationValues(undefined)).toEqual({
      subject: null,
      otherSubject: '',
      specialization: '',
      institutionName: '',
      institutionPlace: '',
      endDate: null,
    });
  });

  it('starts with the item’s values for an edit, and round-trips them to the update model', () => {
    const model = withoutReview(diploma);
    expect(toEducationModel(initialEducationValues(diploma), diploma.id)).toEqual(model);
  });

  it('sends no other subject unless the other option is chosen, and blank texts as null', () => {
    expect(
      toEducationModel({ ...valid, otherSubject: 'Typed before', specialization: ' ' }),
    ).toEqual({
      subject: 2,
      other_subject: null,
      specialization: null,
      institution_name: 'Hogeschool Utrecht',
      institution_place: 'Utrecht',
      end_date: valid.endDate,
    });
  });
});

describe('the education rules (spec section 5)', () => {
  it('demands a subject with the spec’s message', () => {
    expect(errorOf('subject', { subject: null })).toBe('Vul een opleiding in');
  });

  it("shows the other subject only for the 'other' option (42), then demands it", async () => {
    expectOtherSubjectRules(errorOf, EducationSubjectId.OTHER, 'Vul de naam van je opleiding in');
    expect(await validateForm(items, valid)).toEqual({});
  });

  it('leaves the specialization optional, at most 128 characters', () => {
    fc.assert(
      fc.property(
        text(0, 128),
        (value) => errorOf('specialization', { specialization: value }) === null,
      ),
    );
    fc.assert(
      fc.property(text(129, 200), (value) => {
        expect(errorOf('specialization', { specialization: value })).toBe('Maximaal 128 karakters');
      }),
    );
  });

  it('demands the institution’s name and place, at most 128 characters', () => {
    expectInstitutionRules(errorOf);
  });

  it('demands the date obtained, not in the future, with the spec’s message', () => {
    expectPastDateRules((endDate) => errorOf('endDate', { endDate }), {
      required: 'Vul de datum in waarop je je diploma hebt behaald',
      inFuture: 'De datum waarop je je diploma hebt behaald mag niet in de toekomst liggen',
    });
  });

  it('caps the date picker at today', () => {
    expect(datePickerCaps(items, valid)).toEqual([daysFromToday(0)]);
  });
});
