import { build, type Rollup } from 'vite';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstLoadSize, kib } from '../../scripts/bundle-size.ts';

/** Gzipped JavaScript the browser loads before the first screen renders, in bytes. */
const FIRST_LOAD_BUDGET = 100 * 1024;

let outDir: string;
let chunks: Rollup.OutputChunk[];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'pidz-build-'));
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  vi.stubEnv('NODE_ENV', 'production');
  const result = await build({
    root: 'app',
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  vi.unstubAllEnvs();
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
    const firstLoad = firstLoadSize(chunks);
    const gzipped = firstLoad.gzipBytes;
    console.info(`first-load JS: ${firstLoad.chunks.length} chunk(s), ${kib(gzipped)} KiB gzipped`);
    expect(gzipped).toBeLessThan(FIRST_LOAD_BUDGET);
  });
});
