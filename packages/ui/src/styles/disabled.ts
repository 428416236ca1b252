import { css } from 'styled-components';

/**
 * The one disabled look: the whole control at half strength and a not-allowed cursor. Place it
 * under the state that marks it, react-aria's `&[data-disabled] { ${disabledStyles} }` or the
 * browser's `&:disabled`. Opacity fades the control's text, border and fill together, so set it on
 * the outermost disabled element only (a disabled child inside it would fade twice).
 */
export const disabledStyles = css`
  cursor: not-allowed;
  opacity: 0.5;
`;
