import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseIsoDate, todayIsoDate, validateForm, type FormItem } from '@pidz/ui';
import {
  addressFields,
  chosen,
  institutionFields,
  isAfter,
  notInFuture,
  optionalText,
  otherSubjectOf,
  pastDateField,
  subjectWithOtherFields,
} from './formFields';
import { formFieldMessages } from '../words/messages';

/** The ISO date `days` days from today in Europe/Amsterdam (negative: in the past). */
function daysFromToday(days: number): string {
  const today = parseIsoDate(todayIsoDate());
  if (!today) throw new Error('Today is not a date');
  return today.add({ days }).toString();
}

/** A form that uses every builder: the builders type-check against its own values type. */
interface ProfileLikeValues {
  subject: number | null;
  otherSubject: string;
  institutionName: string;
  institutionPlace: string;
  obtainedAt: string | null;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  poBox: string;
  country: string | null;
  businessAddress_street: string;
  businessAddress_houseNumber: string;
  businessAddress_zipCode: string;
  businessAddress_city: string;
  businessAddress_poBox: string;
  businessAddress_country: string | null;
}

const countries = [{ id: 'NL', value: 'NL', label: 'Nederland' }];

const items: FormItem<ProfileLikeValues>[] = [
  ...subjectWithOtherFields<ProfileLikeValues>({
    subjects: [
      { id: 1, value: 1, label: 'Verpleegkunde' },
      { id: 42, value: 42, label: 'Anders, namelijk' },
    ],
    otherId: 42,
    texts: {
      subjectField: 'Opleiding',
      subjectRequired: 'Vul een opleiding in',
      otherSubjectField: 'Andere opleiding',
      otherSubjectRequired: 'Vul de opleiding in',
      maxLength128: 'Maximaal 128 karakters',
    },
  }),
  ...institutionFields<ProfileLikeValues>({
    institutionNameField: 'Naam instelling',
    institutionNameRequired: 'Vul de naam in',
    institutionPlaceField: 'Plaats instelling',
    institutionPlaceRequired: 'Vul de plaats in',
    maxLength128: 'Maximaal 128 karakters',
  }),
  pastDateField<ProfileLikeValues, 'obtainedAt'>('obtainedAt', {
    label: 'Behaald op',
    required: 'Vul een datum in',
    inFuture: 'Niet in de toekomst',
  }),
  ...addressFields<ProfileLikeValues>('', countries),
  ...addressFields<ProfileLikeValues, 'businessAddress_'>('businessAddress_', countries),
];

const filled: ProfileLikeValues = {
  subject: 1,
  otherSubject: '',
  institutionName: 'Isala',
  institutionPlace: 'Zwolle',
  obtainedAt: '2020-06-30',
  street: 'Dokter van Heesweg',
  houseNumber: '2',
  zipCode: '8025 AB',
  city: 'Zwolle',
  poBox: '',
  country: 'NL',
  businessAddress_street: 'Stationsplein',
  businessAddress_houseNumber: '1',
  businessAddress_zipCode: '8011 CW',
  businessAddress_city: 'Zwolle',
  businessAddress_poBox: '',
  businessAddress_country: 'NL',
};

const address = formFieldMessages.address;

describe('the field builders', () => {
  it('give no errors for good values', async () => {
    await expect(validateForm(items, filled)).resolves.toEqual({});
  });

  it("ask for the 'other' subject only while the 'other' option is chosen", async () => {
    await expect(validateForm(items, { ...filled, subject: 42 })).resolves.toEqual({
      otherSubject: 'Vul de opleiding in',
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (subject) => {
        expect(otherSubjectOf({ subject, otherSubject: ' Wondzorg ' }, 42)).toBe(
          subject === 42 ? 'Wondzorg' : null,
        );
      }),
    );
  });

  it('give the messages of spec section 5 for both addresses', async () => {
    const empty = {
      ...filled,
      street: '',
      houseNumber: '',
      zipCode: '',
      city: '',
      country: null,
      businessAddress_zipCode: '8011 CWX',
      businessAddress_poBox: 'x'.repeat(256),
    };
    await expect(validateForm(items, empty)).resolves.toEqual({
      street: address.streetRules.required,
      houseNumber: address.houseNumberRules.required,
      zipCode: address.zipCodeRules.required,
      city: address.cityRules.required,
      country: address.countryRequired,
      businessAddress_zipCode: address.zipCodeRules.tooLong,
      businessAddress_poBox: address.poBoxRules.tooLong,
    });
  });

  it('limit each address part to its length', async () => {
    const limits = { street: 255, houseNumber: 15, zipCode: 7, city: 255, poBox: 255 } as const;
    for (const [part, max] of Object.entries(limits)) {
      const at = await validateForm(items, { ...filled, [part]: 'x'.repeat(max) });
      const over = await validateForm(items, { ...filled, [part]: 'x'.repeat(max + 1) });
      expect(at).toEqual({});
      expect(Object.keys(over)).toEqual([part]);
    }
  });

  it('limit an institution to 128 characters', async () => {
    fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 300 }), async (length) => {
        const errors = await validateForm(items, {
          ...filled,
          institutionName: 'x'.repeat(length),
        });
        expect(errors.institutionName ?? null).toBe(length > 128 ? 'Maximaal 128 karakters' : null);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a date that may not lie in the future', () => {
  afterEach(() => vi.useRealTimers());

  it('passes today and earlier, refuses tomorrow and later, and caps its picker at today', async () => {
    const rule = notInFuture('Niet in de toekomst');
    fc.assert(
      fc.property(fc.integer({ min: -3650, max: 3650 }), (days) => {
        expect(rule(daysFromToday(days), {})).toBe(days > 0 ? 'Niet in de toekomst' : null);
      }),
    );
    expect(rule(null, {})).toBeNull();
    await expect(validateForm(items, { ...filled, obtainedAt: null })).resolves.toEqual({
      obtainedAt: 'Vul een datum in',
    });
  });

  it('takes today in Europe/Amsterdam, whatever the zone of the machine', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 UTC on 14 March is 00:30 on 15 March in Amsterdam.
    vi.setSystemTime(new Date('2026-03-14T23:30:00Z'));
    const field = pastDateField<{ obtainedAt: string | null }, 'obtainedAt'>('obtainedAt', {
      label: 'Behaald op',
      required: 'Vul een datum in',
      inFuture: 'Niet in de toekomst',
    });
    const cap = field.maxValue;
    expect(typeof cap === 'function' ? cap({ obtainedAt: null }) : cap).toBe('2026-03-15');
    expect(notInFuture('m')('2026-03-16', {})).toBe('m');
  });

  it('says whether one ISO date lies after another, and not for empty ones', () => {
    expect(isAfter('2024-05-02', '2024-05-01')).toBe(true);
    expect(isAfter('2024-05-01', '2024-05-01')).toBe(false);
    expect(isAfter(null, '2024-01-01')).toBe(false);
  });
});

describe('values for a model', () => {
  it('sends optional texts trimmed, and blank ones as null', () => {
    expect(optionalText('  Acute zorg ')).toBe('Acute zorg');
    expect(optionalText('   ')).toBeNull();
  });

  it('refuses to send a required value that is still empty', () => {
    expect(chosen(0, 'appointment')).toBe(0);
    expect(() => chosen(null, 'sector')).toThrow(/sector/);
    expect(() => chosen(' ', 'function')).toThrow(/function/);
  });
});
