import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RegistrationTypeId, ResumeItemStatus, type Registration } from '@pidz/contracts';
import { type FieldName } from '@pidz/ui';
import {
  datePickerCaps,
  daysFromToday,
  digits,
  expectPastDateRules,
  fieldError,
  text,
} from '../cvFormTesting';
import {
  initialRegistrationValues,
  registrationFormItems,
  registrationTypeOptions,
  toRegistrationModel,
  type RegistrationFormValues,
} from './registrationForm';

const items = registrationFormItems(
  registrationTypeOptions([
    { id: RegistrationTypeId.BIG, name: 'BIG-registratie' },
    { id: RegistrationTypeId.SKJ, name: 'SKJ' },
  ]),
);

const valid: RegistrationFormValues = {
  typeId: RegistrationTypeId.BIG,
  registrationNumber: '19012345601',
  acquiredAt: daysFromToday(-365),
};

const errorOf = (
  name: FieldName<RegistrationFormValues>,
  changes: Partial<RegistrationFormValues>,
) => fieldError(items, name, { ...valid, ...changes });

const numberError = (typeId: number, registrationNumber: string) =>
  errorOf('registrationNumber', { typeId, registrationNumber });

const big: Registration = {
  id: 701,
  type: { id: RegistrationTypeId.BIG, name: 'BIG-registratie' },
  registration_number: '19012345601',
  acquired_at: '2016-05-01',
  status: ResumeItemStatus.NEW,
  declined_reason: null,
};

describe('the registration form values', () => {
  it('starts empty for a new registration', () => {
    expect(initialRegistrationValues(undefined)).toEqual({
      typeId: null,
      registrationNumber: '',
      acquiredAt: null,
    });
  });

  it('starts with the item’s values for an edit, and sends the type by id', () => {
    expect(toRegistrationModel(initialRegistrationValues(big), big.id)).toEqual({
      id: 701,
      type_id: RegistrationTypeId.BIG,
      registration_number: '19012345601',
      acquired_at: '2016-05-01',
    });
  });

  it('sends the number trimmed and no id for a new one', () => {
    expect(toRegistrationModel({ ...valid, registrationNumber: ' 19012345601 ' })).toEqual({
      type_id: RegistrationTypeId.BIG,
      registration_number: '19012345601',
      acquired_at: valid.acquiredAt,
    });
  });
});

describe('the registration rules (spec section 5)', () => {
  it('demands a type with the spec’s message', () => {
    expect(errorOf('typeId', { typeId: null })).toBe('Vul een registratie in');
  });

  it('demands a number, whatever the type', () => {
    for (const typeId of [...Object.values(RegistrationTypeId), 3, null]) {
      expect(errorOf('registrationNumber', { typeId, registrationNumber: ' ' })).toBe(
        'Vul een registratienummer in',
      );
    }
  });

  it('re-checks the number when the type changes', () => {
    const number = items.find((item) => item.kind === 'input');
    expect(number?.kind === 'input' && number.dependsOn).toEqual(['typeId']);
    expect(numberError(RegistrationTypeId.BIG, '123456789')).toBe(
      'Een BIG-nummer bestaat uit 11 cijfers',
    );
    expect(numberError(RegistrationTypeId.SKJ, '123456789')).toBeNull();
  });

  /** Types whose number is a fixed count of digits. */
  const digitTypes = [
    {
      typeId: RegistrationTypeId.BIG,
      length: 11,
      message: 'Een BIG-nummer bestaat uit 11 cijfers',
    },
    {
      typeId: RegistrationTypeId.HEALTHCARE_PORTAL,
      length: 12,
      message: 'Een vestigingsnummer van het Zorgaanbiedersportaal bestaat uit 12 cijfers',
    },
  ];

  for (const { typeId, length, message } of digitTypes) {
    it(`takes exactly ${length} digits for type ${typeId}`, () => {
      fc.assert(fc.property(digits(length), (number) => numberError(typeId, number) === null));
      fc.assert(
        fc.property(fc.oneof(digits(length - 1), digits(length + 1)), (number) => {
          expect(numberError(typeId, number)).toBe(message);
        }),
      );
      fc.assert(
        fc.property(
          digits(length - 1),
          fc.constantFrom('a', 'X', '-', '.', ' '),
          fc.nat({ max: length - 1 }),
          (number, other, at) => {
            const withOther = number.slice(0, at) + other + number.slice(at);
            expect(numberError(typeId, withOther)).toBe(message);
          },
        ),
      );
    });
  }

  /** Types whose number is a length range of any characters. */
  const lengthTypes = [
    {
      typeId: RegistrationTypeId.HKZ,
      min: 10,
      max: 20,
      message: 'Een HKZ-nummer bestaat uit 10 tot en met 20 tekens',
    },
    {
      typeId: RegistrationTypeId.KIWA,
      min: 8,
      max: 20,
      message: 'Een Kiwa-nummer bestaat uit 8 tot en met 20 tekens',
    },
    {
      typeId: RegistrationTypeId.QUALITY_REGISTER_VV,
      min: 6,
      max: 12,
      message: 'Een nummer in het Kwaliteitsregister V&V bestaat uit 6 tot en met 12 tekens',
    },
    {
      typeId: RegistrationTypeId.SKJ,
      min: 8,
      max: 15,
      message: 'Een SKJ-nummer bestaat uit 8 tot en met 15 tekens',
    },
    {
      typeId: RegistrationTypeId.VSR,
      min: 11,
      max: 11,
      message: 'Een VSR-nummer bestaat uit 11 tekens',
    },
  ];

  for (const { typeId, min, max, message } of lengthTypes) {
    it(`takes ${min} to ${max} characters for type ${typeId}`, () => {
      fc.assert(fc.property(text(min, max), (number) => numberError(typeId, number) === null));
      fc.assert(
        fc.property(fc.oneof(text(min - 1, min - 1), text(max + 1, max + 1)), (number) => {
          expect(numberError(typeId, number)).toBe(message);
        }),
      );
      fc.assert(
        fc.property(fc.oneof(text(1, min - 1), text(max + 1, 200)), (number) => {
          expect(numberError(typeId, number)).toBe(message);
        }),
      );
    });
  }

  it('takes 1 to 128 characters for any other type', () => {
    const otherType = fc
      .integer({ min: 1, max: 50 })
      .filter((id) => !(Object.values(RegistrationTypeId) as number[]).includes(id));
    fc.assert(
      fc.property(
        otherType,
        text(1, 128),
        (typeId, number) => numberError(typeId, number) === null,
      ),
    );
    fc.assert(
      fc.property(otherType, text(129, 200), (typeId, number) => {
        expect(numberError(typeId, number)).toBe(
          'Een registratienummer bestaat uit maximaal 128 tekens',
        );
      }),
    );
  });

  it('demands the date registered, not in the future', () => {
    expectPastDateRules((acquiredAt) => errorOf('acquiredAt', { acquiredAt }), {
      required: 'Vul de datum in waarop je bent geregistreerd',
      inFuture: 'De registratiedatum mag niet in de toekomst liggen',
    });
  });

  it('caps the date picker at today', () => {
    expect(datePickerCaps(items, valid)).toEqual([daysFromToday(0)]);
  });
});
