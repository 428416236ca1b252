import { describe, expect, it } from 'vitest';
import { base64Bytes } from './download';

describe('base64Bytes', () => {
  it('decodes the start of a PDF', () => {
    expect(new TextDecoder().decode(base64Bytes('JVBERi0xLjcK'))).toBe('%PDF-1.7\n');
  });

  it('keeps bytes above 127', () => {
    expect([...base64Bytes('x+yPog==')]).toEqual([0xc7, 0xec, 0x8f, 0xa2]);
  });
});
