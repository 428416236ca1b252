import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Shown in the center area when no center content is given (spec: the center area is required). */
export const TOP_BAR_MISSING_CENTER_TEXT = 'center slot is required';

export interface TopBarProps {
  /** Content of the left area, for example a menu or back button. Default empty. */
  left?: ReactNode;
  /** Content of the center area, usually the page title. Required; without it the bar says so. */
  center?: ReactNode;
  /** Content of the right area, for example the profile menu. Default empty. */
  right?: ReactNode;
}

const Bar = styled.header`
  display: grid;
  /* The side areas never push the centre aside: what does not fit there is cut. */
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: var(--pidz-space-md);
  min-height: 3.5rem;
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  background: var(--pidz-color-white);
  border-bottom: 1px solid var(--pidz-color-grey-200);
`;

const Area = styled.div`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  min-width: 0;

  &[data-area='center'] {
    justify-content: center;
    text-align: center;
  }
  &[data-area='right'] {
    justify-content: flex-end;
  }
  & > * {
    max-width: 100%;
  }
`;

/** The bar at the top of a page with left, center and right areas. */
export function TopBar({ left, center, right }: TopBarProps) {
  return (
    <Bar>
      <Area data-area="left">{left}</Area>
      <Area data-area="center">{center ?? TOP_BAR_MISSING_CENTER_TEXT}</Area>
      <Area data-area="right">{right}</Area>
    </Bar>
  );
}
