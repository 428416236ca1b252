import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { FormField, FormItem } from './model';
import { matches, maxLength, minLength, required } from './rules';
import {
  defaultErrorMessage,
  dependentsOf,
  fieldsOf,
  validateField,
  validateForm,
} from './validation';

interface PersonValues {
  firstName: string;
  insertion: string;
  birthPlace: string;
  houseNumber: string;
  addition: string;
  gender: string | null;
}

const values: PersonValues = {
  firstName: '',
  insertion: '',
  birthPlace: '',
  houseNumber: '12',
  addition: 'toolongaddition',
  gender: null,
};

const firstName: FormField<PersonValues> = {
  kind: 'input',
  name: 'firstName',
  label: 'Voornaam',
  rules: [required('Vul je voornaam in'), maxLength(3, 'Maximaal 3 tekens')],
};

describe('validateField', () => {
  it('gives the message of the first failing rule and stops there', () => {
    const second = vi.fn(() => 'tweede');
    const field: FormField<PersonValues> = {
      kind: 'input',
      name: 'firstName',
      label: 'Voornaam',
      rules: [required('Vul je voornaam in'), second],
    };
    expect(validateField(field, values)).toBe('Vul je voornaam in');
    expect(second).not.toHaveBeenCalled();
  });

  it('refuses a date field holding a date that does not exist, before its own rules', () => {
    const ownRule = vi.fn(() => null);
    const endDate: FormField<{ endDate: string | null }> = {
      kind: 'date',
      name: 'endDate',
      label: 'Einddatum',
      rules: [ownRule],
    };
    expect(validateField(endDate, { endDate: '2020-04-31' })).toBe('Deze datum bestaat niet');
    expect(ownRule).not.toHaveBeenCalled();
    expect(validateField(endDate, { endDate: '2020-04-30' })).toBeNull();
    expect(validateField(endDate, { endDate: null })).toBeNull();
  });

  it('checks the next rule once the first passes', () => {
    expect(validateField(firstName, { ...values, firstName: 'Anneke' })).toBe('Maximaal 3 tekens');
  });

  it('gives null when every rule passes, and for a field without rules', () => {
    expect(validateField(firstName, { ...values, firstName: 'Ann' })).toBeNull();
    expect(
      validateField({ kind: 'input', name: 'insertion', label: 'Tussenvoegsel' }, values),
    ).toBeNull();
  });

  it("gives '{field} is not valid.' with the field's label for a rule answering false", () => {
    const field: FormField<PersonValues> = {
      kind: 'input',
      name: 'insertion',
      label: 'Tussenvoegsel',
      rules: [(value) => value !== ''],
    };
    expect(validateField(field, values)).toBe('Tussenvoegsel is not valid.');
    expect(validateField(field, { ...values, insertion: 'van' })).toBeNull();
    expect(defaultErrorMessage('BSN')).toBe('BSN is not valid.');
  });

  it('counts true, null, undefined and an empty message as valid', () => {
    for (const answer of [true, null, undefined, '']) {
      const field: FormField<PersonValues> = {
        kind: 'input',
        name: 'insertion',
        label: 'Tussenvoegsel',
        rules: [() => answer, () => 'tweede'],
      };
      expect(validateField(field, values)).toBe('tweede');
    }
  });

  it('passes every value to a rule, for rules across fields', () => {
    const field: FormField<PersonValues> = {
      kind: 'input',
      name: 'addition',
      label: 'Toevoeging',
      rules: [(_value, all) => (all.houseNumber === '' ? 'Eerst een huisnummer' : null)],
    };
    expect(validateField(field, { ...values, houseNumber: '' })).toBe('Eerst een huisnummer');
    expect(validateField(field, values)).toBeNull();
  });

  it('awaits asynchronous rules and still stops at the first failure', async () => {
    const afterwards = vi.fn(() => null);
    const field: FormField<PersonValues> = {
      kind: 'input',
      name: 'firstName',
      label: 'Voornaam',
      rules: [() => Promise.resolve(null), () => Promise.resolve('Bestaat al'), afterwards],
    };
    const outcome = validateField(field, values);
    expect(outcome).toBeInstanceOf(Promise);
    await expect(outcome).resolves.toBe('Bestaat al');
    expect(afterwards).not.toHaveBeenCalled();
  });

  it('counts a rejected asynchronous rule as failed, with the default message', async () => {
    const field: FormField<PersonValues> = {
      kind: 'input',
      name: 'firstName',
      label: 'Voornaam',
      rules: [() => Promise.reject(new Error('offline')), () => 'tweede'],
    };
    await expect(validateField(field, values)).resolves.toBe('Voornaam is not valid.');
  });
});

const items: FormItem<PersonValues>[] = [
  firstName,
  {
    kind: 'row',
    items: [
      { kind: 'input', name: 'insertion', label: 'Tussenvoegsel' },
      {
        kind: 'input',
        name: 'birthPlace',
        label: 'Geboorteplaats',
        active: false,
        rules: [required('Vul je geboorteplaats in')],
      },
    ],
  },
  { kind: 'break' },
  {
    kind: 'double',
    label: 'Huisnummer en toevoeging',
    fields: [
      {
        kind: 'input',
        name: 'houseNumber',
        label: 'Huisnummer',
        rules: [required('Vul een huisnummer in')],
      },
      { kind: 'input', name: 'addition', label: 'Toevoeging', rules: [maxLength(5, 'Te lang')] },
    ],
  },
  {
    kind: 'radiogroup',
    name: 'gender',
    label: 'Geslacht',
    options: [{ value: 'M', label: 'Man' }],
    active: (current) => current.firstName !== '',
    rules: [required('Vul een geslacht in')],
  },
];

describe('fieldsOf', () => {
  it('lists the fields in order, looking into rows and doubles', () => {
    const names = fieldsOf(items, values, { activeOnly: false }).map((field) => field.name);
    expect(names).toEqual([
      'firstName',
      'insertion',
      'birthPlace',
      'houseNumber',
      'addition',
      'gender',
    ]);
  });

  it('skips inactive fields, including those whose flag depends on the values', () => {
    expect(fieldsOf(items, values, { activeOnly: true }).map((field) => field.name)).toEqual([
      'firstName',
      'insertion',
      'houseNumber',
      'addition',
    ]);
  });

  it('skips every field of an inactive row', () => {
    const inactiveRow: FormItem<PersonValues>[] = [
      { kind: 'row', active: false, items: [firstName] },
    ];
    expect(fieldsOf(inactiveRow, values, { activeOnly: true })).toEqual([]);
  });
});

describe('validateForm', () => {
  it('collects the errors of active fields only', async () => {
    await expect(validateForm(items, values)).resolves.toEqual({
      firstName: 'Vul je voornaam in',
      addition: 'Te lang',
    });
  });

  it('validates a field once its active flag turns on', async () => {
    const errors = await validateForm(items, { ...values, firstName: 'Ann', addition: '' });
    expect(errors).toEqual({ gender: 'Vul een geslacht in' });
  });

  it('skips disabled fields', async () => {
    const disabled: FormItem<PersonValues>[] = [{ ...firstName, isDisabled: true }];
    await expect(validateForm(disabled, values)).resolves.toEqual({});
  });

  it('resolves to no errors when everything is valid', async () => {
    const valid = { ...values, firstName: 'Ann', gender: 'M', addition: 'A' };
    await expect(validateForm(items, valid)).resolves.toEqual({});
  });
});

describe('rule builders', () => {
  it('required answers its message for blank strings, null, undefined and false', () => {
    const rule = required('Verplicht');
    for (const empty of ['', '   ', null, undefined, false])
      expect(rule(empty, {})).toBe('Verplicht');
    for (const filled of ['a', 0, 3, true]) expect(rule(filled, {})).toBeNull();
  });

  it('maxLength, minLength and matches pass an empty value', () => {
    expect(maxLength(2, 'm')('', {})).toBeNull();
    expect(minLength(2, 'm')('', {})).toBeNull();
    expect(matches(/^\d+$/, 'm')(null, {})).toBeNull();
  });

  it('maxLength and minLength count characters', () => {
    expect(maxLength(7, 'Te lang')('1234567', {})).toBeNull();
    expect(maxLength(7, 'Te lang')('12345678', {})).toBe('Te lang');
    expect(minLength(8, 'Te kort')('1234567', {})).toBe('Te kort');
    expect(minLength(8, 'Te kort')('12345678', {})).toBeNull();
  });

  it('maxLength and minLength answer their message exactly outside their range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.string({ minLength: 1, maxLength: 60 }),
        (limit, text) => {
          const isBlank = text.trim() === '';
          expect(maxLength(limit, 'Te lang')(text, {})).toBe(
            !isBlank && text.length > limit ? 'Te lang' : null,
          );
          expect(minLength(limit, 'Te kort')(text, {})).toBe(
            !isBlank && text.length < limit ? 'Te kort' : null,
          );
        },
      ),
    );
  });

  it('matches tests the pattern, also when it has the global flag', () => {
    const rule = matches(/^\d{9}$/g, 'Een BSN bevat 9 cijfers');
    expect(rule('123456789', {})).toBeNull();
    expect(rule('123456789', {})).toBeNull();
    expect(rule('12345678a', {})).toBe('Een BSN bevat 9 cijfers');
  });
});

describe('dependentsOf', () => {
  it('links the two inputs of a double and follows dependsOn', () => {
    const linked: FormItem<PersonValues>[] = [
      ...items,
      { kind: 'input', name: 'insertion', label: 'Tussenvoegsel', dependsOn: ['firstName'] },
    ];
    expect(dependentsOf(linked, 'houseNumber')).toEqual(['addition']);
    expect(dependentsOf(linked, 'addition')).toEqual(['houseNumber']);
    expect(dependentsOf(linked, 'firstName')).toEqual(['insertion']);
    expect(dependentsOf(linked, 'gender')).toEqual([]);
  });
});
