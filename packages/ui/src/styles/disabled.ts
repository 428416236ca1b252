import { css } from 'styled-components';

/**
 * The one disabled look: the control at half strength and a not-allowed cursor. Place it under the
 * state that marks it, react-aria's `&[data-disabled] { ${disabledStyles} }` or the browser's
 * `&:disabled`. Opacity fades text, border and fill together, so set it on the outermost disabled
 * element only (a disabled child inside it would fade twice; let the child `cursor: inherit`).
 * Fade a label only where it belongs to a disabled input (checkbox, radio, switch): accessibility
 * checks skip those, but hold any other faded text to the contrast minimum (the slider therefore
 * fades its track, not its label and value).
 */
export const disabledStyles = css`
  cursor: not-allowed;
  opacity: 0.5;
`;
