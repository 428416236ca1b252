import { describe, expect, it } from 'vitest';
import { optionIdForValue, valueForOptionId, type SelectOption } from './options';

const skillLevels: SelectOption<number>[] = [
  { id: 'native', value: 1, label: 'Moedertaal' },
  { id: 'professional', value: 2, label: 'Professioneel' },
];

describe('option lookups', () => {
  it('finds the id of the option holding a value', () => {
    expect(optionIdForValue(skillLevels, 2)).toBe('professional');
  });

  it('gives null for an unknown, null or undefined value', () => {
    expect(optionIdForValue(skillLevels, 3)).toBeNull();
    expect(optionIdForValue(skillLevels, null)).toBeNull();
    expect(optionIdForValue(skillLevels, undefined)).toBeNull();
  });

  it('finds the value of the option with an id', () => {
    expect(valueForOptionId(skillLevels, 'native')).toBe(1);
  });

  it('gives null for an unknown or null id', () => {
    expect(valueForOptionId(skillLevels, 'basic')).toBeNull();
    expect(valueForOptionId(skillLevels, null)).toBeNull();
  });
});
