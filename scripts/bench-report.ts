/**
 * What the benches (`bench:web`, `bench:calendar`) share: the median of their runs, and the
 * revision they measured, which goes into each report in bench-results/.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the benches write their reports (ignored by git). */
export const resultsDir = path.join(rootDir, 'bench-results');

/** The middle value (the mean of the two middle values for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** The short commit measured, with `+uncommitted` when the tree has changes. */
export function gitRevision(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: rootDir })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: rootDir }).length > 0;
    return dirty ? `${head}+uncommitted` : head;
  } catch {
    return 'unknown';
  }
}
