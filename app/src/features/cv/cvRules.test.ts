import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateField, type Rule } from '@pidz/ui';
import {
  chosen,
  descriptionRules,
  isAfter,
  isOtherSubject,
  lookupOptions,
  notInFuture,
  optionalText,
  optionalTextRules,
  otherSubjectOf,
  requiredPastDateRules,
  requiredTextRules,
  todayCap,
  withOtherLast,
} from './cvRules';
import { daysFromToday, future, pastOrToday, text } from './cvFormTesting';

/** The message of the first failing rule, as the form engine gives it, or null. */
function firstError<T>(rules: readonly Rule<unknown, T>[], value: T): string | null {
  const outcome = validateField<{ value: T }>(
    { kind: 'custom', name: 'value', label: 'Veld', rules, render: () => null },
    { value },
  );
  if (typeof outcome === 'object' && outcome !== null) throw new Error('Expected a sync rule');
  return outcome;
}

describe('a required text of at most 128 characters', () => {
  const rules = requiredTextRules('Vul de naam in');

  it('demands a value that is not blank', () => {
    expect(firstError(rules, '')).toBe('Vul de naam in');
    expect(firstError(rules, '   ')).toBe('Vul de naam in');
  });

  it('passes 1 to 128 characters and refuses 129 or more with the exact message', () => {
    fc.assert(fc.property(text(1, 128), (value) => firstError(rules, value) === null));
    fc.assert(
      fc.property(text(129, 300), (value) => {
        expect(firstError(rules, value)).toBe('Maximaal 128 karakters');
      }),
    );
    expect(firstError(rules, 'x'.repeat(128))).toBeNull();
    expect(firstError(rules, 'x'.repeat(129))).toBe('Maximaal 128 karakters');
  });
});

describe('an optional text of at most 128 characters', () => {
  it('passes empty and up to 128 characters, and refuses 129 or more', () => {
    const rules = optionalTextRules();
    expect(firstError(rules, '')).toBeNull();
    fc.assert(fc.property(text(0, 128), (value) => firstError(rules, value) === null));
    fc.assert(
      fc.property(text(129, 300), (value) => {
        expect(firstError(rules, value)).toBe('Maximaal 128 karakters');
      }),
    );
  });
});

describe('the description of at most 512 characters', () => {
  it('passes empty and up to 512 characters, and refuses 513 or more', () => {
    const rules = descriptionRules();
    expect(firstError(rules, '')).toBeNull();
    fc.assert(fc.property(text(0, 512), (value) => firstError(rules, value) === null));
    fc.assert(
      fc.property(text(513, 700), (value) => {
        expect(firstError(rules, value)).toBe('Maximaal 512 karakters');
      }),
    );
  });
});

describe('a date that may not lie in the future', () => {
  afterEach(() => vi.useRealTimers());

  const rule = notInFuture('Niet in de toekomst');

  it('passes today and earlier dates, and empty ones', () => {
    fc.assert(fc.property(pastOrToday, (date) => firstError([rule], date) === null));
    expect(firstError([rule], null)).toBeNull();
    expect(firstError([rule], '')).toBeNull();
  });

  it('refuses tomorrow and later with the exact message', () => {
    expect(firstError([rule], daysFromToday(1))).toBe('Niet in de toekomst');
    fc.assert(fc.property(future, (date) => firstError([rule], date) === 'Niet in de toekomst'));
  });

  it('takes today in Europe/Amsterdam, whatever the zone of the machine', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 UTC on 14 March is 00:30 on 15 March in Amsterdam.
    vi.setSystemTime(new Date('2026-03-14T23:30:00Z'));
    expect(todayCap()).toBe('2026-03-15');
    expect(firstError([rule], '2026-03-15')).toBeNull();
    expect(firstError([rule], '2026-03-16')).toBe('Niet in de toekomst');
  });

  it('is required first in a required past date', () => {
    const rules = requiredPastDateRules('Vul een datum in', 'Niet in de toekomst');
    expect(firstError(rules, null)).toBe('Vul een datum in');
    expect(firstError(rules, daysFromToday(1))).toBe('Niet in de toekomst');
    expect(firstError(rules, daysFromToday(0))).toBeNull();
  });
});

describe('date order', () => {
  it('says whether one ISO date lies after another, and not for empty ones', () => {
    expect(isAfter('2024-05-02', '2024-05-01')).toBe(true);
    expect(isAfter('2024-05-01', '2024-05-01')).toBe(false);
    expect(isAfter('2023-12-31', '2024-01-01')).toBe(false);
    expect(isAfter(null, '2024-01-01')).toBe(false);
    expect(isAfter('2024-01-01', null)).toBe(false);
  });
});

describe("the 'other' subject", () => {
  it("is active only while the 'other' option is chosen", () => {
    const isOther = isOtherSubject(42);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (subject) => {
        expect(isOther({ subject })).toBe(subject === 42);
      }),
    );
    expect(isOther({ subject: null })).toBe(false);
  });

  it("is sent trimmed for the 'other' option and as null for any other subject", () => {
    expect(otherSubjectOf({ subject: 42, otherSubject: ' Wondconsulent ' }, 42)).toBe(
      'Wondconsulent',
    );
    expect(otherSubjectOf({ subject: 2, otherSubject: 'Wondconsulent' }, 42)).toBeNull();
  });
});

describe('lookups as options', () => {
  const lookup = [
    { id: 94, name: 'Anders, namelijk' },
    { id: 81, name: 'Reanimatie (BLS)' },
    { id: 82, name: 'Reanimatie en AED' },
  ];

  it('keeps the id as value and the name as label, in order', () => {
    expect(lookupOptions(lookup)).toEqual([
      { id: 94, value: 94, label: 'Anders, namelijk' },
      { id: 81, value: 81, label: 'Reanimatie (BLS)' },
      { id: 82, value: 82, label: 'Reanimatie en AED' },
    ]);
  });

  it("moves the 'other' option last", () => {
    expect(withOtherLast(lookupOptions(lookup), 94).map((option) => option.value)).toEqual([
      81, 82, 94,
    ]);
  });
});

describe('values for the contract', () => {
  it('sends optional texts trimmed, and blank ones as null', () => {
    expect(optionalText('  Acute zorg ')).toBe('Acute zorg');
    expect(optionalText('   ')).toBeNull();
  });

  it('refuses to send a required value that is still empty', () => {
    expect(chosen(3, 'sector')).toBe(3);
    expect(chosen(0, 'appointment')).toBe(0);
    expect(() => chosen(null, 'sector')).toThrow(/sector/);
    expect(() => chosen(' ', 'function')).toThrow(/function/);
  });
});
