import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import openRpc from '../contracts/pidz.openrpc.json' with { type: 'json' };
import { contractUsagePlugin } from './contract/usage.ts';

const appSrc = fileURLToPath(new URL('../app/src', import.meta.url));
const methods = openRpc.methods.map((method) => method.name.replace('pidz.services.api.', ''));

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../app/src/**/*.stories.@(ts|tsx)',
    // The contract, readable (a page per service, built from contracts/ and the app's code).
    './contract/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-vitest',
    '@storybook/addon-a11y',
    '@storybook/addon-docs',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../app/public-mock'],
  core: { disableTelemetry: true },
  // Which screens use each method (virtual:contract-usage), read from the app's code at build time.
  viteFinal: (vite) => ({
    ...vite,
    plugins: [...(vite.plugins ?? []), contractUsagePlugin(appSrc, methods)],
  }),
};

export default config;
