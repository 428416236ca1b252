import {
  EducationSubjectId,
  type Education,
  type EducationInput,
  type EducationSubject,
  type EducationUpdate,
} from '@pidz/contracts';
import type { FormItem, SelectOption } from '@pidz/ui';
import {
  chosen,
  institutionFields,
  optionalText,
  otherSubjectOf,
  pastDateField,
  subjectWithOtherFields,
} from '../../../lib/forms/formFields';
import { cvDateLimit } from '../../../lib/forms/dateBounds';
import { lookupOptions, optionalTextRules } from '../cvRules';
import { cvFormMessages } from '../messages';

const messages = cvFormMessages.education;
const shared = cvFormMessages.shared;

/** The values of the education form. */
export interface EducationFormValues {
  /** An education subject id from `education_subject:getEducationSubjects`. */
  subject: number | null;
  /** The typed subject; only part of the form while subject is the 'other' option. */
  otherSubject: string;
  specialization: string;
  institutionName: string;
  institutionPlace: string;
  /** The date the diploma was obtained, ISO `yyyy-MM-dd`. */
  endDate: string | null;
}

/** The form's start values: empty for a new education, the item's own for an edit. */
export function initialEducationValues(item: Education | undefined): EducationFormValues {
  return {
    subject: item?.subject ?? null,
    otherSubject: item?.other_subject ?? '',
    specialization: item?.specialization ?? '',
    institutionName: item?.institution_name ?? '',
    institutionPlace: item?.institution_place ?? '',
    endDate: item?.end_date ?? null,
  };
}

/** The education subjects as dropdown options, in the server's order. */
export function educationSubjectOptions(
  subjects: readonly EducationSubject[],
): SelectOption<number>[] {
  return lookupOptions(subjects);
}

/**
 * The description of the education form (spec sections 3 and 5): the subject required; the other
 * subject only for the 'other' option (42), then required, at most 128 characters; specialization
 * optional, at most 128; institution name and place required, at most 128; the date obtained
 * required and not in the future (its picker stops at today).
 */
export function educationFormItems(
  subjects: readonly SelectOption<number>[],
): FormItem<EducationFormValues>[] {
  return [
    ...subjectWithOtherFields<EducationFormValues>({
      subjects,
      otherId: EducationSubjectId.OTHER,
      texts: { ...messages, maxLength128: shared.maxLength128 },
    }),
    {
      kind: 'input',
      name: 'specialization',
      label: messages.specializationField,
      rules: optionalTextRules(),
    },
    ...institutionFields<EducationFormValues>(shared),
    pastDateField<EducationFormValues, 'endDate'>(
      'endDate',
      {
        label: messages.endDateField,
        required: messages.endDateRequired,
        inFuture: messages.endDateInFuture,
      },
      { earliest: cvDateLimit },
    ),
  ];
}

/** The validated values as the contract's model for `education:create`. */
export function toEducationModel(values: EducationFormValues): EducationInput;
/** The validated values as the contract's model for `education:update`. */
export function toEducationModel(values: EducationFormValues, id: number): EducationUpdate;
export function toEducationModel(
  values: EducationFormValues,
  id?: number,
): EducationInput | EducationUpdate {
  const model: EducationInput = {
    subject: chosen(values.subject, 'subject'),
    other_subject: otherSubjectOf(values, EducationSubjectId.OTHER),
    specialization: optionalText(values.specialization),
    institution_name: values.institutionName.trim(),
    institution_place: values.institutionPlace.trim(),
    end_date: chosen(values.endDate, 'endDate'),
  };
  return id === undefined ? model : { id, ...model };
}
