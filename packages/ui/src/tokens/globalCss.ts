import { focusRingDeclarations } from '../styles/focusRing.ts';
import { colors, fonts, headingSizes, iconSizes, radii, space } from './tokens.ts';

/** `blueLight` -> `blue-light`, `grey600` -> `grey-600`: the names components use in `var(--pidz-…)`. */
const kebab = (name: string) => name.replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`);

const declarations = [
  ...Object.entries(colors).map(([k, v]) => `--pidz-color-${kebab(k)}: ${v};`),
  ...Object.entries(headingSizes).map(([k, v]) => `--pidz-heading-${k}: ${v};`),
  ...Object.entries(iconSizes.boxed).map(([k, v]) => `--pidz-icon-boxed-${k}: ${v}px;`),
  ...Object.entries(iconSizes.unboxed).map(([k, v]) => `--pidz-icon-${k}: ${v}px;`),
  ...Object.entries(space).map(([k, v]) => `--pidz-space-${k}: ${v};`),
  ...Object.entries(radii).map(([k, v]) => `--pidz-radius-${k}: ${v};`),
  `--pidz-font-body: ${fonts.body};`,
].join('\n');

/**
 * The global CSS: the tokens as CSS custom properties and the base typography. GlobalStyle renders
 * it; the app also writes it into its index.html at build time, so the first paint (before any
 * JavaScript) has the tokens. Plain text, free of styled-components, for that build step.
 */
export const globalCss = `
  :root {
    ${declarations}
  }
  *, *::before, *::after { box-sizing: border-box; }
  /*
   * The toasts along the bottom edge cover nothing for good: the page keeps their height free below
   * its content, and a control scrolled into view (by the focus, by a script) stops above them.
   * The Toaster keeps --pidz-toast-room (TOAST_ROOM_PROPERTY) at their height (docs/decisions/0024).
   */
  html {
    scroll-padding-bottom: var(--pidz-toast-room, 0px);
  }
  body {
    padding-bottom: var(--pidz-toast-room, 0px);
    margin: 0;
    font-family: var(--pidz-font-body);
    color: var(--pidz-color-black);
    background: var(--pidz-color-grey-100);
    line-height: 1.5;
    /*
     * A long word (a name of 100 letters, a pasted link) breaks where it must rather than widen
     * the page: inherited by every text. 'break-word' keeps ordinary words whole in a narrow column
     * ('donderdag' stays one word); headings and a list's values, where a user's own text stands,
     * take 'anywhere', which also lowers the min-content width a grid or flex item is sized by
     * (docs/decisions/0018-input-bounds).
     */
    overflow-wrap: break-word;
  }
  /* The house link: the brand's blue, underlined, not the browser's default blue and purple. */
  a {
    color: var(--pidz-color-blue);
    text-decoration-thickness: from-font;
    text-underline-offset: 0.15em;
  }
  a:visited {
    color: var(--pidz-color-blue);
  }
  h1, h2, h3, h4, h5, h6, dd {
    overflow-wrap: anywhere;
  }
  :focus-visible {
    ${focusRingDeclarations}
  }
  /* A record just saved, as the screen the form returned to marks it for a moment. */
  [data-just-saved] {
    animation: pidz-just-saved 3s ease-out;
  }
  @keyframes pidz-just-saved {
    from {
      background-color: var(--pidz-color-blue-light);
      box-shadow: 0 0 0 2px var(--pidz-color-blue);
    }
  }
`;
