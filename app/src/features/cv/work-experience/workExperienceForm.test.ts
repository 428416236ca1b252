import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AppointmentType,
  ResumeItemStatus,
  type JobFunction,
  type WorkExperience,
} from '@pidz/contracts';
import { validateForm, type FieldName } from '@pidz/ui';
import {
  datePickerCaps,
  daysFromToday,
  expectInstitutionRules,
  expectPastDateRules,
  fieldError,
  text,
  withoutReview,
} from '../cvFormTesting';
import {
  appointmentTypeOptions,
  functionOptions,
  initialWorkExperienceValues,
  toWorkExperienceModel,
  workExperienceFormItems,
  type WorkExperienceFormValues,
} from './workExperienceForm';

const functions: JobFunction[] = [
  { id: 1, name: 'Verpleegkundige' },
  { id: 4, name: 'Wijkverpleegkundige' },
];

const items = workExperienceFormItems({
  functions: functionOptions(functions, undefined),
  sectors: [{ id: 1, value: 1, label: 'Ziekenhuiszorg' }],
});

const valid: WorkExperienceFormValues = {
  functionName: 'Verpleegkundige',
  sectorId: 1,
  appointmentType: AppointmentType.PERMANENT,
  institutionName: 'Medisch Centrum Vechtstreek',
  institutionPlace: 'Maarssen',
  description: '',
  startDate: daysFromToday(-400),
  endDate: daysFromToday(-10),
  isCurrent: false,
};

const errorOf = (name: FieldName<WorkExperienceFormValues>, changes: object) =>
  fieldError(items, name, { ...valid, ...changes });

const job: WorkExperience = {
  id: 302,
  function_name: 'Verpleegkundige',
  sector_id: 1,
  appointment_type: AppointmentType.PERMANENT,
  institution_name: 'Medisch Centrum Vechtstreek',
  institution_place: 'Maarssen',
  description: 'Interne geneeskunde',
  start_date: '2016-01-01',
  end_date: '2021-01-01',
  is_current: false,
  status: ResumeItemStatus.NEW,
  declined_reason: null,
};

describe('the work experience form values', () => {
  it('starts empty for a new work experience', () => {
    expect(initialWorkExperienceValues(undefined)).toEqual({
      functionName: null,
      sectorId: null,
      appointmentType: null,
      institutionName: '',
      institutionPlace: '',
      description: '',
      startDate: null,
      endDate: null,
      isCurrent: false,
    });
  });

  it('starts with the item’s values for an edit, and round-trips them to the update model', () => {
    const values = initialWorkExperienceValues(job);
    const model = withoutReview(job);
    expect(toWorkExperienceModel(values, job.id)).toEqual(model);
  });

  it('sends trimmed texts, a blank description as null and no id for a new one', () => {
    expect(
      toWorkExperienceModel({
        ...valid,
        institutionName: ' Buurtzorg ',
        institutionPlace: ' Utrecht ',
        description: '  ',
      }),
    ).toEqual({
      function_name: 'Verpleegkundige',
      sector_id: 1,
      appointment_type: AppointmentType.PERMANENT,
      institution_name: 'Buurtzorg',
      institution_place: 'Utrecht',
      description: null,
      start_date: valid.startDate,
      end_date: valid.endDate,
      is_current: false,
    });
  });

  it('keeps a temporary appointment (0) as a chosen value', () => {
    const model = toWorkExperienceModel({ ...valid, appointmentType: AppointmentType.TEMPORARY });
    expect(model.appointment_type).toBe(AppointmentType.TEMPORARY);
  });
});

describe('a current job (docs/decisions/0005)', () => {
  it('has no end date: the field is inactive, whatever was typed', () => {
    expect(errorOf('endDate', { isCurrent: true, endDate: null })).toBe('inactive');
    expect(errorOf('endDate', { isCurrent: true, endDate: daysFromToday(5) })).toBe('inactive');
  });

  it('is saved with end_date null, also when an end date was typed before', () => {
    const model = toWorkExperienceModel({ ...valid, isCurrent: true });
    expect(model).toMatchObject({ is_current: true, end_date: null });
  });

  it('starts an edit of a current job without an end date', () => {
    const current = { ...job, is_current: true, end_date: null };
    expect(initialWorkExperienceValues(current)).toMatchObject({ isCurrent: true, endDate: null });
  });

  it('does not compare the start date with a hidden end date', () => {
    expect(errorOf('startDate', { isCurrent: true, endDate: daysFromToday(-900) })).toBeNull();
  });

  it('validates as a whole with only the fields that take part', async () => {
    expect(await validateForm(items, { ...valid, isCurrent: true, endDate: null })).toEqual({});
    expect(await validateForm(items, { ...valid, endDate: null })).toEqual({
      endDate: 'Vul een einddatum in',
    });
  });
});

describe('the work experience rules (spec section 5)', () => {
  it('demands a function, a sector and an appointment with the spec’s messages', () => {
    expect(errorOf('functionName', { functionName: null })).toBe('Vul een functie in');
    expect(errorOf('sectorId', { sectorId: null })).toBe('Vul een sector in');
    expect(errorOf('appointmentType', { appointmentType: null })).toBe('Vul een aanstelling in');
    expect(errorOf('appointmentType', { appointmentType: AppointmentType.TEMPORARY })).toBeNull();
  });

  it('demands the institution’s name and place, at most 128 characters', () => {
    expectInstitutionRules(errorOf);
  });

  it('leaves the description optional, at most 512 characters', () => {
    expect(errorOf('description', { description: '' })).toBeNull();
    fc.assert(
      fc.property(text(0, 512), (value) => errorOf('description', { description: value }) === null),
    );
    fc.assert(
      fc.property(text(513, 600), (value) => {
        expect(errorOf('description', { description: value })).toBe('Maximaal 512 karakters');
      }),
    );
  });

  it('demands a start date that is not in the future', () => {
    expectPastDateRules((startDate) => errorOf('startDate', { startDate, isCurrent: true }), {
      required: 'Vul een startdatum in',
      inFuture: 'De startdatum mag niet in de toekomst liggen',
    });
  });

  it('refuses a start date after the end date, and allows the same day', () => {
    const days = fc.integer({ min: -3650, max: 0 });
    fc.assert(
      fc.property(days, days, (a, b) => {
        const [start, end] = [Math.min(a, b), Math.max(a, b)];
        expect(
          errorOf('startDate', { startDate: daysFromToday(start), endDate: daysFromToday(end) }),
        ).toBeNull();
        if (start < end) {
          expect(
            errorOf('startDate', { startDate: daysFromToday(end), endDate: daysFromToday(start) }),
          ).toBe('De startdatum kan niet na de einddatum liggen');
        }
      }),
    );
  });

  it('re-checks the start date when the end date or the current box changes', () => {
    const startDate = items.find((item) => item.kind === 'date' && item.name === 'startDate');
    expect(startDate && 'dependsOn' in startDate ? startDate.dependsOn : []).toEqual([
      'endDate',
      'isCurrent',
    ]);
  });

  it('demands an end date for a past job, not in the future', () => {
    expectPastDateRules((endDate) => errorOf('endDate', { endDate }), {
      required: 'Vul een einddatum in',
      inFuture: 'De einddatum mag niet in de toekomst liggen',
    });
  });

  it('caps both date pickers at today', () => {
    expect(datePickerCaps(items, valid)).toEqual([daysFromToday(0), daysFromToday(0)]);
  });
});

describe('the work experience options', () => {
  it('offers the functions by name, with an edited item’s unknown function kept', () => {
    expect(functionOptions(functions, undefined).map((option) => option.value)).toEqual([
      'Verpleegkundige',
      'Wijkverpleegkundige',
    ]);
    const odd = { ...job, function_name: 'Nachtzuster' };
    expect(functionOptions(functions, odd).map((option) => option.label)).toEqual([
      'Verpleegkundige',
      'Wijkverpleegkundige',
      'Nachtzuster',
    ]);
    expect(functionOptions(functions, job)).toHaveLength(2);
  });

  it('offers the appointment types of the spec in order', () => {
    expect(appointmentTypeOptions().map(({ value, label }) => [value, label])).toEqual([
      [AppointmentType.TEMPORARY, 'Tijdelijke aanstelling'],
      [AppointmentType.PERMANENT, 'Vaste aanstelling'],
      [AppointmentType.INTERN, 'Stagiair'],
    ]);
  });
});
