import { describe, expect, it } from 'vitest';
import { baseFileName, checkUpload, contentTypeOf, fileExtension } from './fileTypes.ts';

/** Why `checkUpload` refuses the file, or `null` when it takes it. */
const refusal = (...args: Parameters<typeof checkUpload>) => {
  const check = checkUpload(...args);
  return 'refusal' in check ? check.refusal : null;
};

const bytes = (text: string) => new TextEncoder().encode(text);
const PDF = bytes('%PDF-1.4\n');
const DOCUMENTS = ['jpg', 'jpeg', 'png', 'heic', 'pdf'];

describe('file types by content', () => {
  it('takes a PDF, PNG, JPEG and HEIC by their signatures', () => {
    expect(refusal('a.pdf', 9, PDF, DOCUMENTS)).toBeNull();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(refusal('a.PNG', 9, png, DOCUMENTS)).toBeNull();
    expect(refusal('a.jpg', 4, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), DOCUMENTS)).toBeNull();
    const heic = bytes('\0\0\0\x18ftypheic\0\0\0\0');
    expect(refusal('a.heic', 16, heic, DOCUMENTS)).toBeNull();
  });

  it('refuses an empty file, an MZ program named .pdf, .pdf and a name of 256 characters', () => {
    expect(refusal('leeg.pdf', 0, new Uint8Array(), DOCUMENTS)).toBe('empty');
    expect(refusal('factuur.pdf', 2, bytes('MZ'), DOCUMENTS)).toBe('type');
    expect(refusal('evil.exe.pdf', 2, bytes('MZ'), DOCUMENTS)).toBe('type');
    expect(refusal('.pdf', 9, PDF, DOCUMENTS)).toBe('type');
    expect(refusal('a.png', 9, PDF, DOCUMENTS)).toBe('type');
    expect(refusal(`${'a'.repeat(252)}.pdf`, 9, PDF, DOCUMENTS)).toBe('name-too-long');
    expect(refusal(`${'a'.repeat(251)}.pdf`, 9, PDF, DOCUMENTS)).toBeNull();
  });

  it('lets the content decide: evil.exe.pdf that is a PDF is a PDF', () => {
    expect(refusal('evil.exe.pdf', 9, PDF, DOCUMENTS)).toBeNull();
  });

  it('keeps only the base name of a path', () => {
    expect(checkUpload('../../../etc/passwd.pdf', 9, PDF, DOCUMENTS)).toEqual({
      name: 'passwd.pdf',
    });
    expect(baseFileName('../../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(baseFileName('C:\\Users\\sanne\\vog.pdf')).toBe('vog.pdf');
    expect(fileExtension('../x/.pdf')).toBe('');
  });

  it('maps the spec’s extensions to their content types', () => {
    expect(contentTypeOf('cv.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentTypeOf('foto.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('x.webp')).toBe('image/webp');
    expect(contentTypeOf('x.exe')).toBe('application/octet-stream');
  });
});
