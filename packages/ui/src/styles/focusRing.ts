import { css } from 'styled-components';

/**
 * The one focus ring of the portal: 2px in the focus colour, 2px outside the element. Place it
 * under the state that shows keyboard focus, react-aria's `&[data-focus-visible] { ${focusRing} }`
 * or the browser's `&:focus-visible`. GlobalStyle gives it to every element that has no rule of its
 * own, so write it out only where a component styles focus on another element or state.
 */
export const focusRing = css`
  outline: 2px solid var(--pidz-color-focus);
  outline-offset: 2px;
`;

/**
 * The same ring drawn just inside the element, for a cell or option whose neighbours or clipping
 * container would cover a ring outside it (calendar days, menu and list options, scroll areas).
 */
export const insetFocusRing = css`
  ${focusRing}
  outline-offset: -2px;
`;
