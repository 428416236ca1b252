import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 kB'],
    [12.5 * 1024, '12,5 kB'],
    [8 * 1024 * 1024, '8 MB'],
    [9.25 * 1024 * 1024, '9,3 MB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
