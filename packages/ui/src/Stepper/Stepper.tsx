import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';
import { checkIcon, Icon } from '../Icon';
import type { StepStatus } from './stepStatus';

/** Read after a completed step's label by assistive technology. */
export const STEP_COMPLETED_TEXT = 'voltooid';

export interface Step {
  /** Step name. */
  label: string;
  /** Completed, active (the current step) or inactive (still to come). */
  status: StepStatus;
}

export interface StepperProps {
  /** The steps, in order. `stepStatuses(count, activeIndex)` gives the usual statuses. */
  steps: readonly Step[];
  /** Accessible name of the step list, for example 'Stappen'. Default none. */
  'aria-label'?: string;
}

const List = styled.ol`
  display: flex;
  gap: var(--pidz-space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  align-items: center;
  gap: var(--pidz-space-xs);
  min-width: 0;
  color: var(--pidz-color-grey-600);
  text-align: center;

  &[data-status='active'] {
    color: var(--pidz-color-blue);
    font-weight: 700;
  }
  &[data-status='completed'] {
    color: var(--pidz-color-black);
  }
`;

const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: 2px solid var(--pidz-color-grey-600);
  border-radius: var(--pidz-radius-round);
  background: var(--pidz-color-white);
  color: var(--pidz-color-grey-600);
  font-weight: 700;

  [data-status='active'] > & {
    border-color: var(--pidz-color-blue);
    background: var(--pidz-color-blue);
    color: var(--pidz-color-white);
  }
  [data-status='completed'] > & {
    border-color: var(--pidz-color-green);
    background: var(--pidz-color-green);
    color: var(--pidz-color-white);
  }
`;

/** Progress through numbered steps; the active one carries `aria-current="step"`. */
export function Stepper({ steps, 'aria-label': ariaLabel }: StepperProps) {
  return (
    <List aria-label={ariaLabel}>
      {steps.map((step, index) => (
        <Item
          key={step.label}
          data-status={step.status}
          aria-current={step.status === 'active' ? 'step' : undefined}
        >
          <Marker aria-hidden>
            {step.status === 'completed' ? (
              <Icon icon={checkIcon} size="small" color="white" />
            ) : (
              index + 1
            )}
          </Marker>
          <span>
            {step.label}
            {step.status === 'completed' ? (
              <VisuallyHidden>{` (${STEP_COMPLETED_TEXT})`}</VisuallyHidden>
            ) : null}
          </span>
        </Item>
      ))}
    </List>
  );
}
