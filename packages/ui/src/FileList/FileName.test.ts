import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileNameParts } from './FileName';

describe('fileNameParts', () => {
  it('ends each part after its hyphens, underscores, dots and spaces', () => {
    expect(fileNameParts('polis-beroepsaansprakelijkheid.pdf')).toEqual([
      'polis-',
      'beroepsaansprakelijkheid.',
      'pdf',
    ]);
    expect(fileNameParts('scan_2026 (1)--def.PDF')).toEqual([
      'scan_',
      '2026 ',
      '(1)--',
      'def.',
      'PDF',
    ]);
    expect(fileNameParts('.pdf')).toEqual(['.', 'pdf']);
    expect(fileNameParts('')).toEqual([]);
  });

  it('gives the name back whole, each part one word and what ends it', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'Z', '7', '-', '_', '.', ' ', 'é') }),
        (name) => {
          const parts = fileNameParts(name);
          expect(parts.join('')).toBe(name);
          for (const part of parts) expect(part).toMatch(/^[^-_.\s]*[-_.\s]*$/);
          for (const part of parts.slice(0, -1)) expect(part).toMatch(/[-_.\s]$/);
        },
      ),
    );
  });
});
