import { describe, expect, it } from 'vitest';
import { displayName } from './names';

describe('the display name', () => {
  it('joins first name, insertion and last name with single spaces', () => {
    expect(displayName({ first_name: 'Sanne', insertion: 'van der', last_name: 'Berg' })).toBe(
      'Sanne van der Berg',
    );
  });

  it('skips a missing or empty insertion', () => {
    expect(displayName({ first_name: 'Sanne', insertion: null, last_name: 'Berg' })).toBe(
      'Sanne Berg',
    );
    expect(displayName({ first_name: 'Sanne', insertion: '', last_name: 'Berg' })).toBe(
      'Sanne Berg',
    );
    expect(displayName({ first_name: 'Sanne', insertion: '  ', last_name: 'Berg' })).toBe(
      'Sanne Berg',
    );
  });

  it('skips any empty part and trims the others', () => {
    expect(displayName({ first_name: ' Sanne ', insertion: 'de', last_name: '' })).toBe('Sanne de');
    expect(displayName({ first_name: '', insertion: null, last_name: 'Berg' })).toBe('Berg');
  });

  it('isolates a part with a right-to-left override, so it cannot turn the other parts around', () => {
    expect(displayName({ first_name: 'Sanne\u202E', insertion: 'de', last_name: 'Vries' })).toBe(
      '\u2068Sanne\u202E\u2069 de Vries',
    );
  });
});
