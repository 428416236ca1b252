import { css } from 'styled-components';

/**
 * The focus ring's declarations as plain CSS, for the global CSS that is also written into the
 * app's index.html at build time (free of styled-components); components use {@link focusRing}.
 */
export const focusRingDeclarations = `
  outline: 2px solid var(--pidz-color-focus);
  outline-offset: 2px;
`;

/**
 * The one focus ring of the portal: 2px in the focus colour, 2px outside the element. Place it
 * under the state that shows keyboard focus, react-aria's `&[data-focus-visible] { ${focusRing} }`
 * or the browser's `&:focus-visible`. GlobalStyle gives it to every element that has no rule of its
 * own, so write it out only where a component styles focus on another element or state.
 */
export const focusRing = css`
  ${focusRingDeclarations}
`;

/**
 * The same ring drawn just inside the element, for a cell or option whose neighbours or clipping
 * container would cover a ring outside it (calendar days, menu and list options, scroll areas).
 */
export const insetFocusRing = css`
  ${focusRing}
  outline-offset: -2px;
`;
