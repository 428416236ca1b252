import { describe, expect, it } from 'vitest';
import { visibleBanners } from './visibleBanners';

describe('visibleBanners', () => {
  it('keeps the first 3 of 5, in order', () => {
    expect(visibleBanners(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
  });

  it('keeps fewer than 3 as they are', () => {
    expect(visibleBanners(['a', 'b'])).toEqual(['a', 'b']);
    expect(visibleBanners([])).toEqual([]);
  });
});
