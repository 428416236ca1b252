import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateFiles } from '../scripts/generate.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('generated contract code', () => {
  it('is up to date with the contract documents (run `npm run generate` when this fails)', async () => {
    const files = await generateFiles();
    expect(files.size).toBeGreaterThan(0);
    for (const [file, expected] of files) {
      const onDisk = await readFile(path.join(rootDir, file), 'utf8').catch(() => '');
      expect(onDisk, `${file} is stale`).toBe(expected);
    }
  }, 60_000);
});
