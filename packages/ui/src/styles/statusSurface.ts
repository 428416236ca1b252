import { css } from 'styled-components';

/**
 * The tinted box of a message (banner, toast): a coloured left edge and a light background in the
 * colour of its `data-type` (`StatusType`: info when absent, error, warning or success).
 */
export const statusSurfaceStyles = css`
  padding: var(--pidz-space-md);
  border-left: 6px solid var(--pidz-color-info);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-info-light);
  color: var(--pidz-color-black);

  &[data-type='error'] {
    border-left-color: var(--pidz-color-red);
    background: var(--pidz-color-red-light);
  }
  &[data-type='warning'] {
    border-left-color: var(--pidz-color-orange);
    background: var(--pidz-color-orange-light);
  }
  &[data-type='success'] {
    border-left-color: var(--pidz-color-green);
    background: var(--pidz-color-green-light);
  }
`;
