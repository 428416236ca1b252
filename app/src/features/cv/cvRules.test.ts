import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateField, type Rule } from '@pidz/ui';
import { descriptionRules, lookupOptions, optionalTextRules, withOtherLast } from './cvRules';
import { text } from './cvFormTesting';

/** The message of the first failing rule, as the form engine gives it, or null. */
function firstError<T>(rules: readonly Rule<unknown, T>[], value: T): string | null {
  const outcome = validateField<{ value: T }>(
    { kind: 'custom', name: 'value', label: 'Veld', rules, render: () => null },
    { value },
  );
  if (typeof outcome === 'object' && outcome !== null) throw new Error('Expected a sync rule');
  return outcome;
}

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
