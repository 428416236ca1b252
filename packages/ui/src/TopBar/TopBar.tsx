import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TOP_BAR_CSS } from './topBarCss';

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
  ${TOP_BAR_CSS}
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
