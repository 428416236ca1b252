import {
  maxLength,
  parseIsoDate,
  required,
  todayIsoDate,
  type DateInputField,
  type DropdownField,
  type InputField,
  type Rule,
  type SelectOption,
} from '@pidz/ui';
import { formFieldMessages } from '../words/messages';

/**
 * Field builders for the groups of fields that recur across forms (an institution, a date not in
 * the future, a subject with 'other', an address), and the value helpers their models need.
 *
 * Each builder is generic over the form's values `V` and constrains `V` to have the keys it fills
 * (e.g. `V extends InstitutionValues`), so it returns fields typed for that very form: call it with
 * the form's values type and spread it into the form's items.
 *
 * @example
 * const items: FormItem<EducationFormValues>[] = [
 *   ...subjectWithOtherFields<EducationFormValues>({
 *     subjects,
 *     otherId: EducationSubjectId.OTHER,
 *     texts,
 *   }),
 *   ...institutionFields<EducationFormValues>(cvFormMessages.shared),
 *   pastDateField<EducationFormValues>('endDate', texts.endDate),
 * ];
 */

// ---- value helpers ----

/** Whether ISO date `first` lies after ISO date `second`; false when either is empty or invalid. */
export function isAfter(first: string | null, second: string | null): boolean {
  const [a, b] = [parseIsoDate(first), parseIsoDate(second)];
  return a !== null && b !== null && a.compare(b) > 0;
}

/** The date may not lie after today in Europe/Amsterdam (checked when the rule runs). Empty passes. */
export function notInFuture(message: string): Rule<unknown, string | null> {
  return (value) => (isAfter(value, todayIsoDate()) ? message : null);
}

/** The date may not lie before ISO date `earliest` (computed when the rule runs). Empty passes. */
export function notBefore(earliest: () => string, message: string): Rule<unknown, string | null> {
  return (value) => (isAfter(earliest(), value) ? message : null);
}

/** The date may not lie after ISO date `latest` (computed when the rule runs). Empty passes. */
export function notAfter(latest: () => string, message: string): Rule<unknown, string | null> {
  return (value) => (isAfter(value, latest()) ? message : null);
}

/** A text as a model's optional field: trimmed, or null when blank. */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The value of a required field once the form has validated it; throws when it is still empty,
 * which only a programming error (saving without validating) can cause.
 */
export function chosen<T>(value: T | null, field: string): T {
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new Error(`The form was saved without a value for ${field}`);
  }
  return value;
}

// ---- an institution ----

/** Values with an institution's name and place. */
export interface InstitutionValues {
  institutionName: string;
  institutionPlace: string;
}

/** The texts of {@link institutionFields}. */
export interface InstitutionTexts {
  institutionNameField: string;
  institutionNameRequired: string;
  institutionPlaceField: string;
  institutionPlaceRequired: string;
  /** The message of the 128-character limit. */
  maxLength128: string;
}

/** The most characters of an institution's name and place (spec section 9). */
export const INSTITUTION_MAX_LENGTH = 128;

/** An institution's name and place: both required, at most 128 characters. */
export function institutionFields<V extends InstitutionValues>(
  texts: InstitutionTexts,
): [InputField<V, 'institutionName'>, InputField<V, 'institutionPlace'>] {
  const tooLong = maxLength(INSTITUTION_MAX_LENGTH, texts.maxLength128);
  return [
    {
      kind: 'input',
      name: 'institutionName',
      label: texts.institutionNameField,
      isRequired: true,
      rules: [required(texts.institutionNameRequired), tooLong],
    },
    {
      kind: 'input',
      name: 'institutionPlace',
      label: texts.institutionPlaceField,
      isRequired: true,
      rules: [required(texts.institutionPlaceRequired), tooLong],
    },
  ];
}

// ---- a date not in the future ----

/** The texts of {@link pastDateField}. */
export interface PastDateTexts {
  label: string;
  required: string;
  inFuture: string;
}

/** A bound of a date that fits its meaning (lib/forms/dateBounds.ts), and the message past it. */
export interface DateLimit {
  /** The bound, ISO `yyyy-MM-dd`, computed when it is used (it may follow today). */
  date: () => string;
  message: string;
}

/**
 * A required date that may not lie in the future (today in Europe/Amsterdam), its picker capped
 * at today; with `earliest`, not before a date that fits its meaning (a CV date not before 1950),
 * and with `latest`, not after one before today (a birth date at least 15 years ago), the picker
 * bounded alike (docs/decisions/0018-input-bounds); `extraRules` run after those (e.g. an order
 * between dates).
 */
export function pastDateField<V extends Record<K, string | null>, K extends keyof V & string>(
  name: K,
  texts: PastDateTexts,
  extra: Pick<DateInputField<V, K>, 'active' | 'dependsOn'> & {
    earliest?: DateLimit;
    latest?: DateLimit;
    extraRules?: readonly Rule<V, V[K]>[];
  } = {},
): DateInputField<V, K> {
  const { earliest, latest, extraRules = [], ...flags } = extra;
  return {
    kind: 'date',
    name,
    label: texts.label,
    isRequired: true,
    ...(earliest && { minValue: earliest.date }),
    maxValue: latest ? latest.date : todayIsoDate,
    rules: [
      required(texts.required),
      notInFuture(texts.inFuture),
      ...(earliest ? [notBefore(earliest.date, earliest.message)] : []),
      ...(latest ? [notAfter(latest.date, latest.message)] : []),
      ...extraRules,
    ],
    ...flags,
  };
}

// ---- a subject with 'other' ----

/** Values with a subject from a lookup, and the text typed for its 'other' option. */
export interface SubjectWithOtherValues {
  subject: number | null;
  otherSubject: string;
}

/** The texts of {@link subjectWithOtherFields}. */
export interface SubjectWithOtherTexts {
  subjectField: string;
  subjectRequired: string;
  otherSubjectField: string;
  otherSubjectRequired: string;
  /** The message of the 128-character limit of the 'other' text. */
  maxLength128: string;
}

/**
 * A subject dropdown, and the 'other' text field, which takes part (shown, validated, required, at
 * most 128 characters) only while the 'other' option (`otherId`) is chosen.
 */
export function subjectWithOtherFields<V extends SubjectWithOtherValues>({
  subjects,
  otherId,
  texts,
}: {
  subjects: readonly SelectOption<number>[];
  otherId: number;
  texts: SubjectWithOtherTexts;
}): [DropdownField<V, 'subject'>, InputField<V, 'otherSubject'>] {
  return [
    {
      kind: 'dropdown',
      name: 'subject',
      label: texts.subjectField,
      options: subjects as DropdownField<V, 'subject'>['options'],
      isRequired: true,
      rules: [required(texts.subjectRequired)],
    },
    {
      kind: 'input',
      name: 'otherSubject',
      label: texts.otherSubjectField,
      active: (values) => values.subject === otherId,
      isRequired: true,
      rules: [
        required(texts.otherSubjectRequired),
        maxLength(INSTITUTION_MAX_LENGTH, texts.maxLength128),
      ],
    },
  ];
}

/** The typed 'other' subject for the model: trimmed, and only when the 'other' option is chosen. */
export function otherSubjectOf(values: SubjectWithOtherValues, otherId: number): string | null {
  return values.subject === otherId ? optionalText(values.otherSubject) : null;
}

// ---- an address ----

/** The parts of an address (spec section 5 'Address'), without a prefix. */
type AddressPart = 'street' | 'houseNumber' | 'zipCode' | 'city' | 'poBox';

/**
 * Values with an address under `prefix` (e.g. `''` for the home address, `'businessAddress_'` for
 * the business address): street, house number, postcode, city and PO box as text, and the country
 * as a chosen option.
 */
export type AddressValues<P extends string> = Record<`${P}${AddressPart}`, string> &
  Record<`${P}country`, string | null>;

const address = formFieldMessages.address;

/** Per text part: its label, its length limit and its messages (spec section 5). */
const addressParts: readonly {
  part: AddressPart;
  label: string;
  max: number;
  required?: string;
  tooLong: string;
}[] = [
  { part: 'street', label: address.street, max: 255, ...address.streetRules },
  { part: 'houseNumber', label: address.houseNumber, max: 15, ...address.houseNumberRules },
  { part: 'zipCode', label: address.zipCode, max: 7, ...address.zipCodeRules },
  { part: 'city', label: address.city, max: 255, ...address.cityRules },
  { part: 'poBox', label: address.poBox, max: 255, ...address.poBoxRules },
];

/**
 * An address with the rules and messages of spec section 5: street (1 to 255), house number (1 to
 * 15), postcode (1 to 7), city (1 to 255), PO box (optional, at most 255) and the country
 * (required), each bound to `<prefix><part>`. The profile uses it twice: `addressFields('',
 * countries)` and `addressFields('businessAddress_', countries)`.
 */
export function addressFields<V extends AddressValues<P>, P extends string = ''>(
  prefix: P,
  countries: readonly SelectOption<string>[],
): [...InputField<V, `${P}${AddressPart}`>[], DropdownField<V, `${P}country`>] {
  type TextField = InputField<V, `${P}${AddressPart}`>;
  const texts: TextField[] = addressParts.map(
    ({ part, label, max, required: requiredMessage, tooLong }) => ({
      kind: 'input',
      name: `${prefix}${part}` as const,
      label,
      isRequired: requiredMessage !== undefined,
      // AddressValues<P> makes each of these values a string, but TypeScript does not follow a
      // template-literal key into a generic V: the text rules are said to fit here.
      rules: [
        ...(requiredMessage === undefined ? [] : [required(requiredMessage)]),
        maxLength(max, tooLong),
      ] as TextField['rules'],
    }),
  );
  return [
    ...texts,
    {
      kind: 'dropdown',
      name: `${prefix}country`,
      label: address.country,
      options: countries as DropdownField<V, `${P}country`>['options'],
      isRequired: true,
      rules: [required(address.countryRequired)],
    },
  ];
}
