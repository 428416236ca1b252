import type { Plugin } from 'vite';
import { TOP_BAR_CSS } from '../packages/ui/src/TopBar/topBarCss.ts';
import { breakpoints } from '../packages/ui/src/tokens/tokens.ts';
import {
  FRAME_BODY_CSS,
  FRAME_CSS,
  PRODUCT_NAME_CSS,
  SIDE_MENU_CSS,
} from './src/shell/frameCss.ts';

/**
 * The CSS of index.html's static frame, the portal's first paint before any JavaScript has run:
 * the boxes of the layout that replaces it (shell/Layout.tsx: top bar, side menu open from
 * 1200 px, page area), from the very declarations the layout and the top bar are drawn with, so
 * that the two cannot drift and the layout replaces the frame without a shift
 * (tests/e2e/first-screen.spec.ts compares their boxes).
 */
export const STATIC_FRAME_CSS = `
#static-frame {${FRAME_CSS}}
#static-frame > header {${TOP_BAR_CSS}}
/* The top bar's row is as high as its buttons (@pidz/ui Button: 2.5rem). */
#static-frame > header::before {
  content: '';
  min-height: 2.5rem;
}
#static-frame > header > span {
  grid-column: 2;${PRODUCT_NAME_CSS}}
#static-frame > div {${FRAME_BODY_CSS}}
#static-frame nav {${SIDE_MENU_CSS}
  display: none;
}
@media (min-width: ${breakpoints.sideMenuOpen}px) {
  #static-frame nav {
    display: block;
  }
}
#static-frame main {
  flex: 1;
  padding: var(--pidz-space-md);
}
/* Said only when the start takes longer than a second (a slow back end), as LoadingState. */
#static-frame main > p {
  color: var(--pidz-color-grey-600);
  opacity: 0;
  animation: static-frame-slow 0s 1s forwards;
}
@keyframes static-frame-slow {
  to {
    opacity: 1;
  }
}
`;

/**
 * Writes the static frame's CSS into index.html as an inline style (in development and in every
 * build): no request of its own before the first paint. The production build's CSP allows it by
 * its hash (contentSecurityPolicy.ts).
 */
export function staticFrameCss(): Plugin {
  return {
    name: 'pidz-static-frame-css',
    // The portal's page only: the login page (login/index.html) has no static frame.
    transformIndexHtml: (_html, { path }) =>
      path === '/index.html'
        ? [{ tag: 'style', children: STATIC_FRAME_CSS, injectTo: 'head' }]
        : [],
  };
}
