import { describe, expect, it } from 'vitest';
import {
  acceptFiles,
  defaultAcceptedExtensions,
  defaultMaxSizeBytes,
  tooLargeMessage,
} from './acceptFiles';

const rules = {
  acceptedExtensions: defaultAcceptedExtensions,
  maxSizeBytes: defaultMaxSizeBytes,
  takenNames: [],
};
const file = (name: string, size = 1000) => ({ name, size });

describe('acceptFiles', () => {
  it('accepts jpg, jpeg, png, heic and pdf by default, whatever the case', () => {
    const files = ['a.jpg', 'b.JPEG', 'c.png', 'd.heic', 'e.Pdf'].map((name) => file(name));
    expect(acceptFiles(files, rules).accepted).toEqual(files);
  });

  it('rejects other types and files without an extension', () => {
    const files = [
      file('cv.docx'),
      file('foto.webp'),
      file('archief.zip'),
      file('pdf'),
      file('.pdf'),
    ];
    const result = acceptFiles(files, rules);
    expect(result.rejectedType).toEqual(files);
    expect(result.accepted).toEqual([]);
  });

  it('uses the configured extensions', () => {
    const result = acceptFiles([file('a.pdf'), file('b.docx')], {
      ...rules,
      acceptedExtensions: ['docx'],
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['b.docx']);
    expect(result.rejectedType.map((f) => f.name)).toEqual(['a.pdf']);
  });

  it('refuses files above 8 MB and keeps files of exactly 8 MB', () => {
    const limit = 8 * 1024 * 1024;
    const result = acceptFiles([file('groot.pdf', limit + 1), file('precies.pdf', limit)], rules);
    expect(result.tooLarge.map((f) => f.name)).toEqual(['groot.pdf']);
    expect(result.accepted.map((f) => f.name)).toEqual(['precies.pdf']);
  });

  it('uses the configured maximum', () => {
    const result = acceptFiles([file('a.pdf', 2000)], { ...rules, maxSizeBytes: 1000 });
    expect(result.tooLarge).toHaveLength(1);
  });

  it('skips names already in the list and repeated names in the same batch', () => {
    const result = acceptFiles([file('a.pdf'), file('b.pdf'), file('b.pdf')], {
      ...rules,
      takenNames: ['a.pdf'],
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['b.pdf']);
    expect(result.duplicates.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('checks the type before the size', () => {
    const result = acceptFiles([file('groot.docx', defaultMaxSizeBytes * 2)], rules);
    expect(result.rejectedType).toHaveLength(1);
    expect(result.tooLarge).toHaveLength(0);
  });
});

describe('tooLargeMessage', () => {
  it('speaks of one file', () => {
    expect(tooLargeMessage(1)).toBe(
      'Het volgende bestand is te groot, de maximale grootte is 8MB per bestand',
    );
  });

  it('speaks of several files', () => {
    expect(tooLargeMessage(3)).toBe(
      'De volgende bestanden zijn te groot, de maximale grootte is 8MB per bestand',
    );
  });
});
