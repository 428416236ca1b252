import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The READMEs name the files a newcomer opens first: each file they name exists. A path with a
 * folder is read from the README's folder, its `src/`, or the repository's root; a bare file name
 * ('api.ts', 'index.ts') is one some folder of the README's package holds; a decision named by its
 * folder and number (docs/decisions/0015) is one of the decisions.
 */

const ROOT = join(import.meta.dirname, '..');
const FILE_NAME =
  /(?<![\w.@/-])((?:\.\.?\/)?[\w@-][\w.@-]*(?:\/[\w.@-]+)*\.(?:tsx?|mjs|json|md|html|conf|css))(?![\w/])/g;
const DECISION = /docs\/decisions\/(\d{4})\b/g;
/** Files the tools write when they run, named as what to look for afterwards. */
const WRITTEN_BY_TOOLS = new Set(['contract-check-report.json']);
const DECISIONS = readdirSync(join(ROOT, 'docs/decisions'));

/** Every file name under `folder`, skipping what is built or installed. */
function fileNamesUnder(folder: string, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.git', 'storybook-static'].includes(entry.name)) continue;
    if (entry.isDirectory()) fileNamesUnder(join(folder, entry.name), names);
    else names.add(entry.name);
  }
  return names;
}

/** The file names a README writes, and the numbers of the decisions it names. */
function named(readme: string): { files: string[]; decisions: string[] } {
  const text = readFileSync(join(ROOT, readme), 'utf8');
  return {
    files: [...text.matchAll(FILE_NAME)]
      .map((match) => match[1] as string)
      .filter((name) => !WRITTEN_BY_TOOLS.has(name) && !name.startsWith('docs/decisions/')),
    decisions: [...text.matchAll(DECISION)].map((match) => match[1] as string),
  };
}

describe.each([
  { readme: 'README.md', folder: '.' },
  { readme: 'app/README.md', folder: 'app' },
])('the files $readme names', ({ readme, folder }) => {
  const namesInPackage = fileNamesUnder(join(ROOT, folder));
  const { files, decisions } = named(readme);
  const missing = files.filter((name) => {
    if (!name.includes('/')) return !namesInPackage.has(name);
    const bases = [join(ROOT, folder), join(ROOT, folder, 'src'), ROOT];
    return !bases.some((base) => existsSync(join(base, name)));
  });

  it('names at least one file', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('exist', () => {
    expect(missing).toEqual([]);
  });

  it('are decisions there are', () => {
    expect(
      decisions.filter((number) => !DECISIONS.some((file) => file.startsWith(`${number}-`))),
    ).toEqual([]);
  });
});
