/**
 * The floor of `bench:web` (scripts/bench-web.ts): a bare page with React alone rendering a plain
 * 42-cell month (scripts/bench-web-floor/), built like the app (production React, the same
 * target, its Content-Security-Policy) into app/dist/floor/, served by the same server.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { contentSecurityPolicyPlugin } from '../app/contentSecurityPolicy.ts';
import { rootDir } from './bench-report.ts';
import { FLOOR_PATH, distDir } from './bench-web-settings.ts';

/** Builds the floor page into app/dist/floor/ (after the app's build, which empties app/dist). */
export async function buildFloor(): Promise<void> {
  await build({
    configFile: false,
    root: path.join(rootDir, 'scripts/bench-web-floor'),
    base: FLOOR_PATH,
    mode: 'production',
    logLevel: 'warn',
    // Its policy as the app's pages have theirs, which nginx also sends as a header.
    plugins: [react(), contentSecurityPolicyPlugin('')],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir: path.join(distDir, 'floor'), emptyOutDir: true, target: 'es2022' },
  });
}
