/**
 * The boxes of the frame around every screen as CSS declarations, written once: the layout
 * (Layout.tsx, Sidebar.tsx) is drawn with them, and the build writes them, with the top bar's
 * (@pidz/ui TOP_BAR_CSS), into index.html's static frame (app/staticFrameCss.ts), the first paint.
 * So the layout replaces the static frame box for box. Plain text, for that build step.
 */

/** The whole frame: the top bar above the body, at least a screen high. */
export const FRAME_CSS = `
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/** Below the top bar: the side menu beside the page. */
export const FRAME_BODY_CSS = `
  display: flex;
  flex: 1;
  min-height: 0;
`;

/** The side menu's box. */
export const SIDE_MENU_CSS = `
  width: 16rem;
  flex: none;
  padding: var(--pidz-space-md) var(--pidz-space-sm);
  background: var(--pidz-color-white);
  border-right: 1px solid var(--pidz-color-grey-200);
`;

/** The product name in the middle of the top bar. */
export const PRODUCT_NAME_CSS = `
  font-weight: 700;
  color: var(--pidz-color-blue);
`;
