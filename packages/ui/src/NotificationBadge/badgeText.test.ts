import { describe, expect, it } from 'vitest';
import { badgeText } from './badgeText';

describe('badgeText', () => {
  it('caps numbers above 99 at 99+', () => {
    expect(badgeText(150)).toBe('99+');
    expect(badgeText(100)).toBe('99+');
  });

  it('shows numbers up to 99 as they are', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(3)).toBe('3');
    expect(badgeText(0)).toBe('0');
  });

  it('passes text through', () => {
    expect(badgeText('!')).toBe('!');
    expect(badgeText('Nieuw')).toBe('Nieuw');
  });
});
