/**
 * The floors of `bench:web` (scripts/bench-web.ts), built from scripts/bench-web-floor/ into
 * app/dist/floor/ (after the app's build, which empties app/dist) and served by the same server:
 *
 * - 'static' (`/floor/static/`): the month as HTML and one stylesheet, no script;
 * - 'React alone' (`/floor/`): production react-dom rendering the month from one module;
 * - 'React + two calls' (`/floor/calls/`): the month with its items, after the session check and
 *   one JSON-RPC call to the back end (the page's host, or another origin with `?backend=`).
 *
 * Built like the app: production React, the same target, its Content-Security-Policy (the back
 * end's other origin allowed to be called).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin, type Rollup } from 'vite';
import { contentSecurityPolicyPlugin } from '../app/contentSecurityPolicy.ts';
import { rootDir } from './bench-report.ts';
import { FLOORS, apiHostUrl, distDir } from './bench-web-settings.ts';

const sourceDir = path.join(rootDir, 'scripts/bench-web-floor');
const outDir = path.join(distDir, 'floor');

/**
 * 'React + two calls': the page preloads what its entry imports when it runs (React and the
 * month), so that they download beside the calls, as the portal's index.html does for its start.
 */
function preloadDynamicImports(): Plugin {
  return {
    name: 'bench-floor-preload-dynamic-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }) => {
        if (!bundle || !entry) return [];
        const byFile = new Map(
          Object.values(bundle)
            .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const wanted = new Set<string>();
        const visit = (file: string) => {
          const chunk = byFile.get(file);
          if (!chunk || wanted.has(file)) return;
          wanted.add(file);
          chunk.imports.forEach(visit);
        };
        entry.dynamicImports.forEach(visit);
        return [...wanted].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `${FLOORS.react}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The 'static' floor: the month's HTML, made with react-dom/server, and the React floor's stylesheet. */
async function writeStaticFloor(): Promise<void> {
  const server = await createServer({
    configFile: false,
    root: sourceDir,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  let markup: string;
  try {
    const { staticMonthMarkup } = (await server.ssrLoadModule('/staticMonth.tsx')) as {
      staticMonthMarkup: (year: number, month: number) => string;
    };
    const today = new Date();
    markup = staticMonthMarkup(today.getFullYear(), today.getMonth() + 1);
  } finally {
    await server.close();
  }
  const stylesheets = (await readdir(path.join(outDir, 'assets'))).filter((file) =>
    file.endsWith('.css'),
  );
  const reactPage = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const policy = /<meta http-equiv="Content-Security-Policy"[^>]*>/.exec(reactPage)?.[0] ?? '';
  const links = stylesheets
    .map((file) => `<link rel="stylesheet" href="${FLOORS.react}assets/${file}" />`)
    .join('\n    ');
  await mkdir(path.join(outDir, 'static'), { recursive: true });
  await writeFile(
    path.join(outDir, 'static', 'index.html'),
    `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    ${policy}
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>bench:web floor: static</title>
    ${links}
  </head>
  <body>
    <div id="root">${markup}</div>
  </body>
</html>
`,
  );
}

/** Builds the three floors into app/dist/floor/. */
export async function buildFloors(): Promise<void> {
  await build({
    configFile: false,
    root: sourceDir,
    base: FLOORS.react,
    mode: 'production',
    logLevel: 'warn',
    // Its policy as the app's pages have theirs, which nginx also sends as a header.
    plugins: [react(), contentSecurityPolicyPlugin(apiHostUrl), preloadDynamicImports()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: {
          react: path.join(sourceDir, 'index.html'),
          calls: path.join(sourceDir, 'calls', 'index.html'),
        },
      },
    },
  });
  await writeStaticFloor();
}
