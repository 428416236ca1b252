import {
  build,
  mergeConfig,
  type InlineConfig,
  type Plugin,
  type ResolvedConfig,
  type UserConfig,
} from 'vite';
import { resolve } from 'node:path';

/**
 * Builds the login page (login/index.html, docs/decisions/0021) as a build of its own, into the
 * portal's output folder, once the portal's build has written its files: the two pages then share
 * no chunk, so the portal's first load holds only what the portal needs (no chunk split off for
 * what both import, no loader runtime shared with the login page), and the login page loads
 * none of the portal's code.
 *
 * `loginPage` is the login page's configuration (its plugins, its build's options); the portal's
 * build gives it its root, mode, output folder and log level. Its files are on disk before the
 * portal's build closes, when the service worker's plugin lists the folder to keep (app/pwa.ts).
 */
export function loginPageBuild(loginPage: UserConfig): Plugin {
  let portal: ResolvedConfig | undefined;
  return {
    name: 'pidz-login-page-build',
    apply: 'build',
    configResolved: (config) => {
      portal = config;
    },
    // After the portal's files are written and listed.
    writeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        if (!portal) throw new Error('The login page is built after the portal is configured.');
        await build(
          mergeConfig(loginPage, {
            configFile: false,
            root: portal.root,
            base: portal.base,
            mode: portal.mode,
            logLevel: portal.logLevel,
            build: {
              outDir: portal.build.outDir,
              // The portal's files, and the public folder it has copied, stay.
              emptyOutDir: false,
              copyPublicDir: false,
              rolldownOptions: { input: { login: resolve(portal.root, 'login/index.html') } },
            },
          } satisfies InlineConfig),
        );
      },
    },
  };
}
