import type { ReactNode } from 'react';
import { Switch, type SwitchProps } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../styles/focusRing';
import { disabledStyles } from '../styles/disabled';

export interface ToggleProps extends Omit<
  SwitchProps,
  'children' | 'className' | 'style' | 'isSelected' | 'defaultSelected'
> {
  /** The label, for example 'Automatische incasso'. */
  children: ReactNode;
  /** On or off (controlled). */
  isSelected?: boolean;
  /** Initially on (uncontrolled). Default `false`. */
  defaultSelected?: boolean;
}

const Track = styled.span`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  border: 2px solid var(--pidz-color-grey-600);
  border-radius: var(--pidz-radius-round);
  background: var(--pidz-color-white);
  transition: background 150ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 1rem;
    height: 1rem;
    border-radius: var(--pidz-radius-round);
    background: var(--pidz-color-grey-600);
    transition: transform 150ms ease;
  }
`;

const StyledSwitch = styled(Switch)`
  display: inline-flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  color: var(--pidz-color-black);
  cursor: pointer;

  &[data-selected] ${Track} {
    border-color: var(--pidz-color-blue);
    background: var(--pidz-color-blue);
  }
  &[data-selected] ${Track}::after {
    background: var(--pidz-color-white);
    transform: translateX(1.25rem);
  }
  &[data-focus-visible] ${Track} {
    ${focusRing}
  }
  &[data-disabled] {
    ${disabledStyles}
  }
`;

/** An on/off switch with a label (react-aria Switch, WAI-ARIA switch pattern). */
export function Toggle({ children, ...props }: ToggleProps) {
  return (
    <StyledSwitch {...props}>
      <Track aria-hidden />
      {children}
    </StyledSwitch>
  );
}
