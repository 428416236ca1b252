import { VitePWA } from 'vite-plugin-pwa';
import type { HtmlTagDescriptor, Plugin, PluginOption } from 'vite';
import { colors } from '../packages/ui/src/tokens/tokens.ts';
import { PRODUCT_NAME } from './src/clientIdentity.ts';

/** The web app manifest's file, at the root of the build. */
const MANIFEST_FILENAME = 'manifest.webmanifest';

/**
 * The head tags of a page of the production build: the theme colour and the home-screen icon,
 * and the page's `own` tags.
 */
function headTags(enabled: boolean, own: HtmlTagDescriptor[]): Plugin {
  return {
    name: 'pidz-pwa-head',
    apply: () => enabled,
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: colors.blue }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
        injectTo: 'head',
      },
      ...own,
    ],
  };
}

/**
 * The login page's head tags (its build is one of its own, docs/decisions/0021): those of the
 * portal's page, with the link to the manifest, which the worker's plugin writes only into the
 * page of its own build.
 */
export function loginPagePwaTags(enabled: boolean): Plugin {
  return headTags(enabled, [
    {
      tag: 'link',
      attrs: { rel: 'manifest', href: `/${MANIFEST_FILENAME}` },
      injectTo: 'head',
    },
  ]);
}

/**
 * The production build's service worker and web app manifest (docs/decisions/0026), written by
 * vite-plugin-pwa (Workbox). Not in the mock build, where the mock's own worker answers the calls,
 * nor on the dev server.
 *
 * - The worker keeps every file of the build on the device (precache), so that a repeat visit
 *   loads the app from there; the hashed files never change, and a new release brings new ones.
 *   Not the login page's (its own build, loginPageBuild.ts): signing in needs the network.
 * - A page (a navigation) comes from the network first, so that a new release is taken on the next
 *   visit; without a network within 5 s the kept index.html serves any route, and the screens
 *   show their offline copies. The back end's calls are never kept by the worker.
 * - The manifest makes the portal installable on a phone: its name, the theme colour (the blue of
 *   the top bar's tokens), icons, and `/calendar/month` as the start page.
 */
export function portalPwa(enabled: boolean): PluginOption {
  return [
    headTags(enabled, []),
    VitePWA({
      disable: !enabled,
      // lib/platform/serviceWorker.ts registers it, once the first screen has been shown.
      injectRegister: false,
      registerType: 'prompt',
      filename: 'sw.js',
      manifestFilename: MANIFEST_FILENAME,
      includeAssets: ['icons/*.png'],
      manifest: {
        name: `${PRODUCT_NAME} portaal`,
        short_name: PRODUCT_NAME,
        description: 'Portal voor zorgprofessionals: agenda, profiel, CV, tarieven en opdrachten.',
        lang: 'nl',
        start_url: '/calendar/month',
        scope: '/',
        display: 'standalone',
        theme_color: colors.blue,
        background_color: colors.white,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg}'],
        // The bench's floor page is built into dist/ after the app.
        // The login page (its own build, loginPageBuild.ts) is not kept: signing in needs the
        // network, and its own React would double what the worker downloads after the first screen;
        // it comes from the network as any page the worker leaves alone.
        globIgnores: ['floor/**', 'login/**', 'assets/login-*'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // A new worker takes over at once: the page it serves next is the new release's.
        skipWaiting: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            // A page of the portal: not a file (an address with an extension, e.g. a calendar feed)
            // and not the login page, which is its own page (docs/decisions/0021).
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !/\.[a-z0-9]+$/i.test(url.pathname) &&
              !url.pathname.startsWith('/login/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pidz-pages',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 30 },
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
        ],
      },
    }),
  ];
}
