import { build, type Rollup } from 'vite';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Gzipped JavaScript the browser loads before the first screen renders, in bytes. */
const FIRST_LOAD_BUDGET = 200 * 1024;

let outDir: string;
let chunks: Rollup.OutputChunk[];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'pidz-build-'));
  const result = await build({
    root: 'app',
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  chunks = outputs.flatMap((o) =>
    o.output.filter((f): f is Rollup.OutputChunk => f.type === 'chunk'),
  );
}, 120_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('contains no mock code', () => {
    expect(chunks.length).toBeGreaterThan(0);
    const mockModules = chunks
      .flatMap((c) => c.moduleIds)
      .filter((id) => /[\\/]mocks[\\/]|[\\/]node_modules[\\/](msw|@mswjs)[\\/]/.test(id));
    expect(mockModules).toEqual([]);
    const mentions = chunks.filter((c) =>
      /mockServiceWorker|setupWorker|@pidz\/mocks/.test(c.code),
    );
    expect(mentions.map((c) => c.fileName)).toEqual([]);
  });

  it('keeps the first-load JavaScript within budget', () => {
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const entry = chunks.find((c) => c.isEntry);
    if (!entry) throw new Error('The build has no entry chunk.');
    const firstLoad = new Set<string>();
    const visit = (name: string) => {
      if (firstLoad.has(name)) return;
      firstLoad.add(name);
      byName.get(name)?.imports.forEach(visit);
    };
    visit(entry.fileName);
    const gzipped = [...firstLoad].reduce(
      (sum, name) => sum + gzipSync(byName.get(name)?.code ?? '').length,
      0,
    );
    console.info(
      `first-load JS: ${firstLoad.size} chunk(s), ${(gzipped / 1024).toFixed(1)} KiB gzipped`,
    );
    expect(gzipped).toBeLessThan(FIRST_LOAD_BUDGET);
  });
});
