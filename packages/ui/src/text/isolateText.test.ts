import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isolateText } from './isolateText';

describe('isolateText', () => {
  it('isolates a name with a right-to-left override, so it cannot turn the rest around', () => {
    expect(isolateText('Sanne\u202Eevil')).toBe('\u2068Sanne\u202Eevil\u2069');
    expect(isolateText('שרה')).toBe('\u2068שרה\u2069');
  });

  it('leaves text without direction characters as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        expect(isolateText(text)).toBe(text);
      }),
    );
  });

  it('closes every override it contains: the isolate always ends with its own pop', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('\u202E', '\u202B', '\u2067'), (text, control) => {
        const isolated = isolateText(`${text}${control}`);
        expect(isolated.startsWith('\u2068')).toBe(true);
        expect(isolated.endsWith('\u2069')).toBe(true);
      }),
    );
  });
});
