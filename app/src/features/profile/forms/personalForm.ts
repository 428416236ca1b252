import type { Gender, MaritalStatus } from '@pidz/contracts';
import { maxLength, required, type FormItem, type SelectOption } from '@pidz/ui';
import { birthDateLimits } from '../../../lib/forms/dateBounds';
import { optionalText, pastDateField } from '../../../lib/forms/formFields';
import type { Profile, ProfileUpdate } from '../api';
import { optionLabels, profileFormMessages } from '../messages';
import {
  INITIALS_MAX_LENGTH,
  INSERTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  bsnRule,
} from '../profileRules';

const texts = profileFormMessages.person;

/** A name of at most 100 characters, initials and an insertion of at most 20 (decision 0018). */
const nameTooLong = maxLength(NAME_MAX_LENGTH, texts.maxLength100);
const shortTooLong = (max: number) => maxLength(max, texts.maxLength20);

/** The values of the person form (spec section 3 'Person form'). */
export interface PersonalValues {
  firstName: string;
  initials: string;
  insertion: string;
  lastName: string;
  /** ISO `yyyy-MM-dd`. */
  birthDate: string | null;
  birthPlace: string;
  /** A country code. */
  birthCountry: string | null;
  /** A country code. */
  nationality: string | null;
  /** The BSN, 9 digits; never kept in a draft. */
  bsn: string;
  gender: Gender | null;
  maritalStatus: MaritalStatus | null;
}

/** The profile as the person form's values. */
export function personalValues(profile: Profile): PersonalValues {
  return {
    firstName: profile.first_name,
    initials: profile.initials ?? '',
    insertion: profile.insertion ?? '',
    lastName: profile.last_name,
    birthDate: profile.birth_date,
    birthPlace: profile.user_type === 'agency_worker' ? (profile.birth_place ?? '') : '',
    birthCountry: profile.birth_country,
    nationality: profile.nationality,
    bsn: profile.national_identification_number ?? '',
    gender: profile.sex,
    maritalStatus: profile.marital_status,
  };
}

/** An option list from value → label. */
function optionsOf<T extends string>(labels: Readonly<Record<T, string>>): SelectOption<T>[] {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({
    id: value,
    value,
    label,
  }));
}

/** The genders: M Man, F Vrouw, X Niet-binair. */
export const genderOptions = optionsOf<Gender>(optionLabels.gender);
/** The marital statuses: Gehuwd, Ongehuwd, Geregistreerd partnerschap. */
export const maritalStatusOptions = optionsOf<MaritalStatus>(optionLabels.maritalStatus);

/**
 * The person form (spec section 5 'Person'): names (at most 100 characters, initials and insertion
 * 20: ours, decision 0018), birth date (not empty, not in the future, not before 1900 and at
 * least 15 years ago: decision 0018; its picker bounded alike), nationality, BSN (exactly 9 digits), gender. Birth place, birth country
 * and marital status are inactive by default and active for agency workers only (decision 0011):
 * for freelancers they are neither shown nor validated nor sent.
 */
export function personalFormItems(
  profile: Profile,
  countries: readonly SelectOption<string>[],
): FormItem<PersonalValues>[] {
  const forAgencyWorker = profile.user_type === 'agency_worker';
  return [
    {
      kind: 'row',
      items: [
        {
          kind: 'input',
          name: 'firstName',
          label: texts.firstName,
          isRequired: true,
          autoComplete: 'given-name',
          rules: [required(texts.firstNameRequired), nameTooLong],
        },
        {
          kind: 'input',
          name: 'initials',
          label: texts.initials,
          isRequired: true,
          rules: [required(texts.initialsRequired), shortTooLong(INITIALS_MAX_LENGTH)],
        },
      ],
    },
    {
      kind: 'row',
      items: [
        {
          kind: 'input',
          name: 'insertion',
          label: texts.insertion,
          rules: [shortTooLong(INSERTION_MAX_LENGTH)],
        },
        {
          kind: 'input',
          name: 'lastName',
          label: texts.lastName,
          isRequired: true,
          autoComplete: 'family-name',
          rules: [required(texts.lastNameRequired), nameTooLong],
        },
      ],
    },
    pastDateField<PersonalValues, 'birthDate'>(
      'birthDate',
      {
        label: texts.birthDate,
        required: texts.birthDateRequired,
        inFuture: texts.birthDateInFuture,
      },
      birthDateLimits,
    ),
    {
      kind: 'input',
      name: 'birthPlace',
      label: texts.birthPlace,
      active: forAgencyWorker,
      isRequired: true,
      rules: [required(texts.birthPlaceRequired), nameTooLong],
    },
    {
      kind: 'dropdown',
      name: 'birthCountry',
      label: texts.birthCountry,
      options: countries,
      active: forAgencyWorker,
      isRequired: true,
      rules: [required(texts.birthCountryRequired)],
    },
    {
      kind: 'dropdown',
      name: 'nationality',
      label: texts.nationality,
      options: countries,
      isRequired: true,
      rules: [required(texts.nationalityRequired)],
    },
    {
      kind: 'input',
      name: 'bsn',
      label: texts.bsn,
      inputMode: 'numeric',
      isRequired: true,
      isSecret: true,
      rules: [bsnRule(texts.bsnInvalid)],
    },
    {
      kind: 'dropdown',
      name: 'gender',
      label: texts.gender,
      options: genderOptions,
      isRequired: true,
      rules: [required(texts.genderRequired)],
    },
    {
      kind: 'dropdown',
      name: 'maritalStatus',
      label: texts.maritalStatus,
      options: maritalStatusOptions,
      active: forAgencyWorker,
      isRequired: true,
      rules: [required(texts.maritalStatusRequired)],
    },
  ];
}

/** A value the form has validated as required. */
function given<T>(value: T | null): T {
  if (value === null) throw new Error('The person form was saved without a required value');
  return value;
}

/** The valid values as the role's update: only the fields active for that role. */
export function personalUpdate(values: PersonalValues, profile: Profile): ProfileUpdate {
  const shared = {
    first_name: values.firstName.trim(),
    initials: values.initials.trim(),
    insertion: optionalText(values.insertion),
    last_name: values.lastName.trim(),
    birth_date: given(values.birthDate),
    nationality: given(values.nationality),
    national_identification_number: values.bsn.trim(),
    sex: given(values.gender),
  };
  if (profile.user_type === 'freelancer') return { freelancerModel: shared };
  return {
    agencyWorkerModel: {
      ...shared,
      birth_place: values.birthPlace.trim(),
      birth_country: given(values.birthCountry),
      marital_status: given(values.maritalStatus),
    },
  };
}
