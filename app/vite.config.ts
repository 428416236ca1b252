import {
  defineConfig,
  loadEnv,
  mergeConfig,
  type Plugin,
  type PluginOption,
  type Rollup,
  type UserConfig,
} from 'vite';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { globalCss } from '../packages/ui/src/tokens/globalCss.ts';
import { chunkWithModule, staticallyReached } from '../scripts/bundle-size.ts';
import { contentSecurityPolicyPlugin } from './contentSecurityPolicy.ts';
import { loginPageBuild } from './loginPageBuild.ts';
import { precompressPlugin } from './precompress.ts';
import { loginPagePwaTags, portalPwa } from './pwa.ts';
import { staticFrameCss } from './staticFrameCss.ts';

/**
 * Writes the design tokens and base typography into index.html as a static style, so that the
 * static frame there (the first paint) is drawn in the tokens before any JavaScript has run.
 */
function staticGlobalCss(): Plugin {
  return {
    name: 'pidz-static-global-css',
    transformIndexHtml: () => [{ tag: 'style', children: globalCss, injectTo: 'head-prepend' }],
  };
}

/**
 * The Gregorian calendar alone (packages/dates/src/gregorianCalendar.ts) where
 * @internationalized/date makes the calendar a date field asks for: the package's own
 * `createCalendar` imports all 13 calendars, and react-aria's date fields import it without a way
 * to pass another.
 */
function gregorianCalendarOnly(): Plugin {
  const gregorian = resolve(import.meta.dirname, '../packages/dates/src/gregorianCalendar.ts');
  return {
    name: 'pidz-gregorian-calendar-only',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === './private/createCalendar.mjs' &&
      /@internationalized[\\/]date[\\/]dist[\\/]index\.mjs$/.test(importer ?? '')
        ? gregorian
        : null,
  };
}

/** The modules the start-up imports at once, whose chunks index.html preloads (below). */
const STARTED_AT_ONCE = [
  /app\/src\/boot\/renderBoot\.tsx$/,
  /app\/src\/SignedInApp\.tsx$/,
  /app\/src\/lib\/platform\/rpc\.ts$/,
];

/**
 * Preloads, from index.html, the chunks the entry imports at once (what renders, the signed-in app
 * and the JSON-RPC client, with every chunk they import): their download starts with the entry's
 * instead of after it has run. The entry's own imports are preloaded by Vite already.
 */
function preloadStartedChunks(): Plugin {
  let base = '/';
  return {
    name: 'pidz-preload-started-chunks',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }) => {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const preloaded = new Set(
          staticallyReached(chunks, [entry]).map((chunk) => chunk.fileName),
        );
        const started = STARTED_AT_ONCE.map((module) => chunkWithModule(chunks, module)).filter(
          (chunk) => chunk !== undefined,
        );
        const wanted = staticallyReached(chunks, started).map((chunk) => chunk.fileName);
        return wanted
          .filter((file) => !preloaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The hosts the pages may call besides their own origin (the CSP's connect-src): the back-end hosts
 * and the login page's identity provider, its configured endpoint or the region's Cognito address.
 */
function connectOrigins(env: Record<string, string>): string {
  const region = /^([\w-]+)_/.exec(env.VITE_COGNITO_USER_POOL_ID ?? '')?.[1];
  const provider = env.VITE_COGNITO_ENDPOINT
    ? new URL(env.VITE_COGNITO_ENDPOINT).origin
    : region && `https://cognito-idp.${region}.amazonaws.com`;
  return [env.VITE_BACKEND_HOSTS ?? '', provider ?? ''].join(' ');
}

/**
 * What the portal's build and the login page's have alike: React, react-aria's Dutch alone, the
 * Gregorian calendar alone, React's own useSyncExternalStore, the design tokens in the page, the
 * page's `own` plugins, then the Content-Security-Policy (last: it allows the inline styles the
 * plugins before it have written, by their hashes); React's production code; the browsers built
 * for. A fresh set of plugins for each build.
 */
function pageConfig(command: 'build' | 'serve', mode: string, own: PluginOption[]): UserConfig {
  return {
    plugins: [
      react(),
      // react-aria's texts in Dutch only: the portal speaks nl-NL alone (its I18nProvider), and the
      // texts of its 34 other locales were most of the date pickers', the combobox's and the
      // menus' chunks.
      optimizeLocales.vite({ locales: ['nl-NL'] }),
      gregorianCalendarOnly(),
      staticGlobalCss(),
      ...own,
      contentSecurityPolicyPlugin(connectOrigins(loadEnv(mode, import.meta.dirname, 'VITE_'))),
    ],
    resolve: {
      // React 19 has useSyncExternalStore: the shim that wouter and react-aria import is React's
      // own.
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: resolve(import.meta.dirname, 'useSyncExternalStore.ts'),
        },
      ],
    },
    define: {
      ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
      // Written out, so that a build without test logins drops their code (decision 0027).
      'import.meta.env.VITE_TEST_LOGINS': JSON.stringify(
        loadEnv(mode, import.meta.dirname, 'VITE_').VITE_TEST_LOGINS ?? '',
      ),
    },
    build: {
      target: 'es2022',
      // No polyfill for <link rel="modulepreload"> in the first load: every browser the portal
      // supports has it (Chromium 66, Firefox 115, Safari 17); an older one only preloads less.
      modulePreload: { polyfill: false },
      // The mock back end (MSW, ajv, the contract) is one large lazy chunk that only mock builds have.
      chunkSizeWarningLimit: mode === 'mock' ? 1024 : 500,
    },
  };
}

/**
 * The portal. `vite --mode mock` (npm start) and `vite build --mode mock` turn mock mode on
 * (`import.meta.env.MODE === 'mock'`); a plain `vite build` is the production build, in which the
 * mock branch of src/mock-mode.ts is dead code and the mock worker is left out, and which carries a
 * Content-Security-Policy (contentSecurityPolicy.ts; `VITE_BACKEND_HOSTS` names the back-end hosts
 * it may call besides its own origin).
 *
 * The login page (login/index.html, docs/decisions/0021) is a build of its own, into the same
 * folder (loginPageBuild.ts), so that the two pages share no chunk; the dev server serves both
 * pages as they are.
 *
 * Every build bundles React's production code, also when a test runner that sets NODE_ENV=test
 * (Vitest) runs the build: otherwise React's development build would be measured and shipped.
 */
export default defineConfig(({ command, mode }) => {
  const production = command === 'build' && mode !== 'mock';
  return mergeConfig(
    pageConfig(command, mode, [
      staticFrameCss(),
      preloadStartedChunks(),
      portalPwa(production),
      loginPageBuild(pageConfig(command, mode, [loginPagePwaTags(production)])),
      precompressPlugin(production),
    ]),
    {
      // What the server sends besides the build: the icons in production, the mock's service
      // worker (mockServiceWorker.js) in mock mode, never both (tests/build checks it).
      publicDir: mode === 'mock' ? 'public-mock' : 'public',
      build: {
        // Few chunks, not dozens of small ones: each request costs a round trip on a slow mobile
        // network. The entry and what it imports (boot/runBoot.ts, the query client, how the page leaves, the
        // signed-in app's loader) are one
        // small chunk that starts the reads; what renders (boot/renderBoot.tsx: React DOM, the view) is
        // one chunk; the signed-in app (layout, menus, routes and what they import; the screens
        // then import from it, it is always there before them) is one. Screens and the RPC client
        // are lazy chunks of their own.
        rolldownOptions: {
          input: { main: resolve(import.meta.dirname, 'index.html') },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'start',
                  priority: 3,
                  test: /app\/src\/(boot\/(runBoot|signedInApp)\.ts|lib\/platform\/(queryClient|externalNavigation)\.ts)$/,
                  includeDependenciesRecursively: true,
                },
                {
                  name: 'render',
                  priority: 2,
                  test: /app\/src\/boot\/renderBoot\.tsx$|node_modules\/react-dom\//,
                  includeDependenciesRecursively: true,
                },
                {
                  name: 'signed-in',
                  priority: 1,
                  test: /app\/src\/SignedInApp\.tsx$/,
                  includeDependenciesRecursively: true,
                },
              ],
            },
          },
        },
      },
    } satisfies UserConfig,
  );
});
