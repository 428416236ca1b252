import { css } from 'styled-components';

/** Hides an element from sight but keeps it for assistive technology (the usual clip pattern). */
export const visuallyHiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
