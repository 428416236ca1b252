import { css } from 'styled-components';

/** A list of rows (`ul`/`ol`): no bullets and no indent, the rows under each other, a small gap. */
export const rowListStyles = css`
  display: grid;
  gap: var(--pidz-space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * One row of a {@link rowListStyles} list (a CV item, a file, a day of the calendar list): a white
 * box with a thin grey border and rounded corners; the row lays out its own content.
 */
export const listRowStyles = css`
  padding: var(--pidz-space-md);
  border: 1px solid var(--pidz-color-grey-200);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-white);
`;

/**
 * A {@link listRowStyles} row of something with its actions: the details on the left, the actions
 * on the right, wrapping under each other when the row is narrow (a CV item, a rate, a department).
 */
export const actionRowStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--pidz-space-sm) var(--pidz-space-md);
  ${listRowStyles}
`;
