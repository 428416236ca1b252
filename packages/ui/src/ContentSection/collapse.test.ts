import { describe, expect, it } from 'vitest';
import { isCollapsible } from './collapse';

describe('isCollapsible', () => {
  it('collapses content taller than 720 px only', () => {
    expect(isCollapsible(721)).toBe(true);
    expect(isCollapsible(720)).toBe(false);
    expect(isCollapsible(0)).toBe(false);
  });
});
