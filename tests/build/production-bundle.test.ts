import { build, type Rollup } from 'vite';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inlineScriptTexts, inlineStyleTexts } from '../../app/contentSecurityPolicy.ts';
import { STATIC_FRAME_CSS } from '../../app/staticFrameCss.ts';
import {
  chunkWithModule,
  firstLoadSize,
  kib,
  staticallyReached,
} from '../../scripts/bundle-size.ts';

/** Gzipped JavaScript the browser loads before the first render (scripts/bundle-size.ts), in bytes. */
const FIRST_LOAD_BUDGET = 100 * 1024;

let outDir: string;
let chunks: Rollup.OutputChunk[];
let indexHtml: string;

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
  const html = outputs
    .flatMap((o) => o.output)
    .find((f): f is Rollup.OutputAsset => f.type === 'asset' && f.fileName === 'index.html');
  indexHtml = String(html?.source ?? '');
  // The build, and its brotli (quality 11) and gzip copies of every file (app/precompress.ts).
}, 180_000);

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

  it('carries only what production serves: no mock worker or other mock file', () => {
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    expect(files).toContain('icons/icon-192.png');
    expect(files.filter((file) => /mock|msw/i.test(file))).toEqual([]);
  });

  it('compresses its text files ahead of time, brotli and gzip beside each (app/precompress.ts)', () => {
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    const texts = files.filter((file) => /\.(html|js|css|webmanifest)$/.test(file));
    expect(texts).toEqual(expect.arrayContaining(['index.html', 'login/index.html', 'sw.js']));
    for (const file of texts) {
      const original = readFileSync(join(outDir, file));
      // A copy that would not be smaller is left out (a tiny file).
      if (original.length < 1024) continue;
      expect(brotliDecompressSync(readFileSync(join(outDir, `${file}.br`))).equals(original)).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(join(outDir, `${file}.gz`))).equals(original)).toBe(true);
    }
  });

  it('carries its Content-Security-Policy first in the head, before any inline style', () => {
    expect(indexHtml).toMatch(
      /<head>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';/,
    );
    expect(indexHtml).not.toContain('unsafe-inline');
  });

  it('paints the static frame in the design tokens before any JavaScript', () => {
    expect(indexHtml).toContain('<div id="static-frame"');
    // The tokens as static CSS, written in at build time.
    expect(indexHtml).toMatch(/<style>[^<]*--pidz-color-blue: #[0-9a-f]{6};/);
    // The frame's CSS is the build's, from the layout's and the top bar's declarations (none of
    // its own in the source): inline, so that the first paint waits for no request.
    expect(readFileSync('app/index.html', 'utf8')).not.toContain('<style');
    expect(inlineStyleTexts(indexHtml)).toContain(STATIC_FRAME_CSS);
    expect(indexHtml).not.toMatch(/<link rel="stylesheet"/);
  });

  it('runs no inline script: the entry module starts the session check (docs/decisions/0025)', () => {
    expect(inlineScriptTexts(indexHtml)).toEqual([]);
  });

  it('preloads the chunks the entry imports at once: what renders, the signed-in app, the JSON-RPC client', () => {
    for (const module of [
      /app\/src\/boot\/renderBoot\.tsx$/,
      /app\/src\/SignedInApp\.tsx$/,
      /app\/src\/lib\/platform\/rpc\.ts$/,
    ]) {
      const chunk = chunkWithModule(chunks, module);
      expect(chunk, String(module)).toBeDefined();
      expect(indexHtml).toContain(
        `<link rel="modulepreload" crossorigin="" href="/${chunk?.fileName}">`,
      );
    }
  });

  it('registers its service worker after the first screen: the worker is written, its code is not in the first load', () => {
    expect(existsSync(join(outDir, 'sw.js'))).toBe(true);
    expect(existsSync(join(outDir, 'manifest.webmanifest'))).toBe(true);
    const registration = chunkWithModule(chunks, /app\/src\/lib\/platform\/serviceWorker\.ts$/);
    expect(registration).toBeDefined();
    const firstLoad = firstLoadSize(chunks).chunks.map((chunk) => chunk.fileName);
    expect(firstLoad).not.toContain(registration?.fileName);
  });

  it('keeps what loads on demand out of the code every signed-in first screen loads', () => {
    const firstScreen = [
      /app\/src\/main\.tsx$/,
      /boot\/renderBoot\.tsx$/,
      /app\/src\/SignedInApp\.tsx$/,
    ]
      .map((module) => chunkWithModule(chunks, module))
      .filter((chunk) => chunk !== undefined);
    expect(firstScreen).toHaveLength(3);
    const modules = staticallyReached(chunks, firstScreen).flatMap((chunk) => chunk.moduleIds);
    // Each with where it loads instead: a constant imported from its module into the
    // frame's code brings the whole module, and what it imports, onto every first screen.
    const onDemand = {
      'the toast view, with the first toast (shell/AppToaster.tsx)':
        /@radix-ui[\\/]react-toast[\\/]|[\\/]Toast[\\/]Toaster\.tsx$/,
      'the menus, on intent (lib/screen/OnDemandMenu.tsx)':
        /react-aria-components[\\/].*[\\/]Menu\.mjs$/,
      'the dialogs, with their screens': /react-aria-components[\\/].*[\\/](Modal|Dialog)\.mjs$/,
    };
    for (const [what, module] of Object.entries(onDemand)) {
      expect(
        modules.filter((id) => module.test(id)),
        what,
      ).toEqual([]);
    }
  });

  it("builds the login page on its own: its policy, none of the portal's chunks, not kept by the worker", () => {
    const loginHtml = readFileSync(join(outDir, 'login/index.html'), 'utf8');
    expect(loginHtml).toMatch(
      /<head>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';/,
    );
    const loaded = [...loginHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(loaded.length).toBeGreaterThan(0);
    const portalFiles = new Set(chunks.map((chunk) => chunk.fileName));
    expect(loaded.filter((file) => portalFiles.has(file))).toEqual([]);
    const loginModules = chunks
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => /app[\\/]src[\\/]login[\\/]/.test(id));
    expect(loginModules).toEqual([]);
    const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
    // Signing in needs the network: the worker keeps only the portal's files.
    for (const file of ['login/index.html', ...loaded]) expect(worker).not.toContain(`"${file}"`);
    expect(worker).toContain('"index.html"');
  });

  it('leaves the test logins out of the login page: neither their addresses nor their password', () => {
    const loginChunks = readdirSync(join(outDir, 'assets')).filter((file) =>
      /^login-.*\.js$/.test(file),
    );
    expect(loginChunks.length).toBeGreaterThan(0);
    for (const file of loginChunks) {
      const code = readFileSync(join(outDir, 'assets', file), 'utf8');
      expect(code).toContain('/auth/session');
      expect(code).not.toContain('Test1234!');
      expect(code).not.toContain('test@pidz.nl');
    }
  });

  it('bundles one copy of each package (an install that nests a second one ships it twice)', () => {
    const copies = new Map<string, Set<string>>();
    for (const id of chunks.flatMap((chunk) => chunk.moduleIds)) {
      const match = /^(.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+))[\\/]/.exec(id);
      if (!match?.[1] || !match[2]) continue;
      copies.set(match[2], (copies.get(match[2]) ?? new Set()).add(match[1]));
    }
    const twice = [...copies].filter(([, folders]) => folders.size > 1).map(([name]) => name);
    expect(twice).toEqual([]);
  });

  it("carries react-aria's texts in Dutch only (app/vite.config.ts, optimizeLocales)", () => {
    const code = chunks.map((chunk) => chunk.code).join('\n');
    expect(code).toContain('Selecteer een item');
    // The same text in English and German, as react-aria-components ships them.
    expect(code).not.toContain('Select an item');
    expect(code).not.toContain('Element wählen');
  });

  it('bundles the Gregorian calendar alone (app/vite.config.ts, gregorianCalendarOnly)', () => {
    const calendars = chunks
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => /@internationalized[\\/]date[\\/].*[\\/]calendars[\\/]/.test(id))
      .map((id) => id.replace(/^.*[\\/]/, ''));
    expect(calendars).toEqual(['GregorianCalendar.mjs']);
  });

  it("uses React's own useSyncExternalStore, not the shim for React 17 (app/vite.config.ts)", () => {
    const shims = chunks
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => /[\\/]node_modules[\\/]use-sync-external-store[\\/]/.test(id));
    expect(shims).toEqual([]);
  });

  it('keeps the first-load JavaScript within budget', () => {
    const firstLoad = firstLoadSize(chunks);
    const gzipped = firstLoad.gzipBytes;
    console.info(`first-load JS: ${firstLoad.chunks.length} chunk(s), ${kib(gzipped)} KiB gzipped`);
    expect(gzipped).toBeLessThan(FIRST_LOAD_BUDGET);
  });
});
