// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The import specifiers of our workspace packages, each by its name and by its subpaths.
 * @param {...string} names package names without the `@pidz/` scope
 * @returns {string[]}
 */
function workspacePackages(...names) {
  return names.flatMap((name) => [`@pidz/${name}`, `@pidz/${name}/*`]);
}

/**
 * One import boundary: the given files may import nothing that matches `forbidden`.
 * @param {{ files: string[], ignores?: string[], forbidden: string[], message: string }} boundary
 * @returns {import('eslint').Linter.Config}
 */
function importBoundary({ forbidden, message, ...target }) {
  return {
    ...target,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
    },
  };
}

/** The app's features: one folder each under app/src/features. */
const features = readdirSync(join(import.meta.dirname, 'app/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The feature fences (bulletproof-react's zones): a feature imports no other feature; the rest of
 * the app imports a feature only through its public entry (`index.ts`, its route table); lib, the
 * entities and the shell import no feature at all. The server resources several features read live
 * in app/src/entities (one module each), which import no feature and no shell; lib (the platform
 * and screen pieces) imports neither. Other shared things live in app/src/lib or packages/ui.
 */
const featureZones = [
  ...features.map((feature) => ({
    target: `./app/src/features/${feature}`,
    from: './app/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: share through app/src/lib or packages/ui.',
  })),
  {
    target: ['./app/src/lib', './app/src/shell', './app/src/entities'],
    from: './app/src/features',
    message: 'lib, the entities and the shell are below the features: they import none.',
  },
  {
    target: './app/src/entities',
    from: './app/src/shell',
    message: 'The entities (shared server resources) are below the shell: they import none of it.',
  },
  {
    target: './app/src/lib',
    from: ['./app/src/entities', './app/src/shell'],
    message: 'lib is the platform and screen pieces: it imports no entity and no shell.',
  },
  {
    target: ['./app/src/lib/platform', './app/src/lib/routing', './app/src/lib/words'],
    from: ['./app/src/lib/screen', './app/src/lib/forms'],
    message:
      'lib/platform, lib/routing and lib/words are its lowest layer: they import no screen piece or form.',
  },
  {
    target: './app/src/lib/screen',
    from: './app/src/lib/forms',
    message: 'lib/screen is below lib/forms: a screen piece imports no form.',
  },
  {
    target: ['./app/src/*.{ts,tsx}', './app/src/!(features)/**'],
    from: '**/app/src/features/*/**',
    except: ['**/app/src/features/*/index.ts'],
    message: 'Outside its folder, a feature is reached only through its public entry (index.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-mock/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'app/public-mock/mockServiceWorker.js',
      'contracts/generated/**',
      'mocks/handlers/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // The modules import-x reads: without the TypeScript ones, no-cycle follows no import at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // No import circles, dynamic imports (`import('./X')`, the on-demand chunks) included; type-only
      // imports do not count. Packages are not followed (none imports us back): that keeps it fast.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // One-way imports: app -> ui, app -> contracts, mocks -> contracts; ui and the mocks ->
      // dates (the one date module), which imports nothing of ours.
      'no-restricted-imports': 'off',
    },
  },
  {
    // Screens, components, mocks and scripts of a normal size (#25, #39): split a file by what it
    // shows or does before it reaches 300 lines. Stories and tests may be longer: they list cases.
    files: [
      'app/src/**/*.{ts,tsx}',
      'packages/ui/src/**/*.{ts,tsx}',
      'mocks/**/*.{ts,tsx}',
      'scripts/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  importBoundary({
    files: ['packages/dates/**/*.{ts,tsx}'],
    forbidden: [
      ...workspacePackages('app', 'mocks', 'contracts', 'ui'),
      '**/app/**',
      '**/mocks/**',
      '**/contracts/**',
      '**/packages/ui/**',
    ],
    message: 'The date module is the lowest layer: it imports nothing of ours.',
  }),
  importBoundary({
    files: ['packages/ui/**/*.{ts,tsx}'],
    forbidden: [
      ...workspacePackages('app', 'mocks', 'contracts'),
      '**/app/**',
      '**/mocks/**',
      '**/contracts/**',
    ],
    message:
      'packages/ui knows nothing of the app, the mocks or the contract (only the date module, @pidz/dates).',
  }),
  importBoundary({
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['app/src/mock-mode.ts'],
    forbidden: [...workspacePackages('mocks'), '**/mocks/**'],
    message:
      'The app reaches the mocks only through app/src/mock-mode.ts (a dynamic import in mock mode).',
  }),
  {
    files: ['app/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  importBoundary({
    files: ['contracts/**/*.{ts,tsx}'],
    forbidden: workspacePackages('app', 'mocks', 'ui'),
    message: 'The contract depends on nothing of ours.',
  }),
  importBoundary({
    files: ['mocks/**/*.{ts,tsx}'],
    forbidden: [...workspacePackages('app', 'ui'), '**/app/src/**', '**/packages/ui/**'],
    message: 'The mocks depend only on the contract and the date module (@pidz/dates).',
  }),
  importBoundary({
    files: ['tests/e2e/**/*.spec.ts'],
    forbidden: ['@playwright/test'],
    message: "An end-to-end test runs under the guard: import test and expect from './guard.ts'.",
  }),
  {
    files: ['packages/ui/**/*.tsx', 'app/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['packages/ui/**/*.tsx', 'app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
);
