import {
  RegistrationTypeId,
  type Registration,
  type RegistrationInput,
  type RegistrationType,
  type RegistrationUpdate,
} from '@pidz/contracts';
import { required, type FormItem, type Rule, type SelectOption } from '@pidz/ui';
import { chosen, pastDateField } from '../../../lib/forms/formFields';
import { cvDateLimit } from '../../../lib/forms/dateBounds';
import { lookupOptions } from '../cvRules';
import { cvFormMessages } from '../messages';

const messages = cvFormMessages.registration;

/** The values of the registration form. */
export interface RegistrationFormValues {
  /** A registration type id from `registration_type:getRegistrationTypes`. */
  typeId: number | null;
  registrationNumber: string;
  /** The date of registration, ISO `yyyy-MM-dd`. */
  acquiredAt: string | null;
}

/** The form's start values: empty for a new registration, the item's own for an edit. */
export function initialRegistrationValues(item: Registration | undefined): RegistrationFormValues {
  return {
    typeId: item?.type.id ?? null,
    registrationNumber: item?.registration_number ?? '',
    acquiredAt: item?.acquired_at ?? null,
  };
}

/** The registration types as dropdown options, in the server's order. */
export function registrationTypeOptions(
  types: readonly RegistrationType[],
): SelectOption<number>[] {
  return lookupOptions(types);
}

/** The shape a registration number must have: digits only, or any characters, and its length. */
interface NumberShape {
  digitsOnly: boolean;
  min: number;
  max: number;
  message: string;
}

/** Number rules per registration type (spec section 5); other types take 1 to 128 characters. */
const numberShapes: ReadonlyMap<number, NumberShape> = new Map([
  [RegistrationTypeId.BIG, { digitsOnly: true, min: 11, max: 11, message: messages.bigNumber }],
  [
    RegistrationTypeId.HEALTHCARE_PORTAL,
    { digitsOnly: true, min: 12, max: 12, message: messages.healthcarePortalNumber },
  ],
  [RegistrationTypeId.HKZ, { digitsOnly: false, min: 10, max: 20, message: messages.hkzNumber }],
  [RegistrationTypeId.KIWA, { digitsOnly: false, min: 8, max: 20, message: messages.kiwaNumber }],
  [
    RegistrationTypeId.QUALITY_REGISTER_VV,
    { digitsOnly: false, min: 6, max: 12, message: messages.qualityRegisterNumber },
  ],
  [RegistrationTypeId.SKJ, { digitsOnly: false, min: 8, max: 15, message: messages.skjNumber }],
  [RegistrationTypeId.VSR, { digitsOnly: false, min: 11, max: 11, message: messages.vsrNumber }],
]);

/** Any other type: 1 to 128 characters (1 is the required rule's). */
const otherNumberShape: NumberShape = {
  digitsOnly: false,
  min: 1,
  max: 128,
  message: messages.otherNumber,
};

function fitsShape(value: string, { digitsOnly, min, max }: NumberShape): boolean {
  const number = value.trim();
  if (digitsOnly && !/^\d*$/.test(number)) return false;
  return number.length >= min && number.length <= max;
}

/**
 * One rule per number shape, each checked only while its type is chosen, so each fails with its
 * own message; the last covers every type without a shape of its own.
 */
const numberRules: readonly Rule<RegistrationFormValues, string>[] = [
  ...[...numberShapes].map(
    ([typeId, shape]) =>
      (value: string, values: RegistrationFormValues) =>
        values.typeId === typeId && !fitsShape(value, shape) ? shape.message : null,
  ),
  (value, values) =>
    (values.typeId !== null && numberShapes.has(values.typeId)) ||
    fitsShape(value, otherNumberShape)
      ? null
      : otherNumberShape.message,
];

/**
 * The description of the registration form (spec sections 3 and 5): the type required; the number
 * required and shaped by the chosen type (re-checked when the type changes); the date registered
 * required and not in the future (its picker stops at today).
 */
export function registrationFormItems(
  types: readonly SelectOption<number>[],
): FormItem<RegistrationFormValues>[] {
  return [
    {
      kind: 'dropdown',
      name: 'typeId',
      label: messages.typeField,
      options: types,
      isRequired: true,
      rules: [required(messages.typeRequired)],
    },
    {
      kind: 'input',
      name: 'registrationNumber',
      label: messages.numberField,
      isRequired: true,
      dependsOn: ['typeId'],
      rules: [required(messages.numberRequired), ...numberRules],
    },
    pastDateField<RegistrationFormValues, 'acquiredAt'>(
      'acquiredAt',
      {
        label: messages.acquiredAtField,
        required: messages.acquiredAtRequired,
        inFuture: messages.acquiredAtInFuture,
      },
      { earliest: cvDateLimit },
    ),
  ];
}

/** The validated values as the contract's model for `registration:create`. */
export function toRegistrationModel(values: RegistrationFormValues): RegistrationInput;
/** The validated values as the contract's model for `registration:update`. */
export function toRegistrationModel(values: RegistrationFormValues, id: number): RegistrationUpdate;
export function toRegistrationModel(
  values: RegistrationFormValues,
  id?: number,
): RegistrationInput | RegistrationUpdate {
  const model: RegistrationInput = {
    type_id: chosen(values.typeId, 'typeId'),
    registration_number: values.registrationNumber.trim(),
    acquired_at: chosen(values.acquiredAt, 'acquiredAt'),
  };
  return id === undefined ? model : { id, ...model };
}
