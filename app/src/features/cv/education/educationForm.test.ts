import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EducationSubjectId, ResumeItemStatus, type Education } from '@pidz/contracts';
import { validateForm, type FieldName } from '@pidz/ui';
import {
  daysFromToday,
  fieldError,
  future,
  pastOrToday,
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
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (subject) => {
        const error = errorOf('otherSubject', { subject, otherSubject: '' });
        expect(error).toBe(
          subject === EducationSubjectId.OTHER ? 'Vul de naam van je opleiding in' : 'inactive',
        );
      }),
    );
    expect(await validateForm(items, valid)).toEqual({});
  });

  it('keeps the other subject to 128 characters', () => {
    const other = (otherSubject: string) =>
      errorOf('otherSubject', { subject: EducationSubjectId.OTHER, otherSubject });
    fc.assert(fc.property(text(1, 128), (value) => other(value) === null));
    fc.assert(
      fc.property(text(129, 200), (value) => {
        expect(other(value)).toBe('Maximaal 128 karakters');
      }),
    );
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
    expect(errorOf('institutionName', { institutionName: '' })).toBe(
      'Vul de naam van de instelling in',
    );
    expect(errorOf('institutionPlace', { institutionPlace: '' })).toBe(
      'Vul de plaats van de instelling in',
    );
    for (const name of ['institutionName', 'institutionPlace'] as const) {
      fc.assert(fc.property(text(1, 128), (value) => errorOf(name, { [name]: value }) === null));
      fc.assert(
        fc.property(text(129, 200), (value) => {
          expect(errorOf(name, { [name]: value })).toBe('Maximaal 128 karakters');
        }),
      );
    }
  });

  it('demands the date obtained, not in the future, with the spec’s message', () => {
    expect(errorOf('endDate', { endDate: null })).toBe(
      'Vul de datum in waarop je je diploma hebt behaald',
    );
    fc.assert(fc.property(pastOrToday, (date) => errorOf('endDate', { endDate: date }) === null));
    fc.assert(
      fc.property(future, (date) => {
        expect(errorOf('endDate', { endDate: date })).toBe(
          'De datum waarop je je diploma hebt behaald mag niet in de toekomst liggen',
        );
      }),
    );
  });

  it('caps the date picker at today', () => {
    const date = items.find((item) => item.kind === 'date');
    expect(
      date?.kind === 'date' && typeof date.maxValue === 'function' && date.maxValue(valid),
    ).toBe(daysFromToday(0));
  });
});
