import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { disabledStyles } from '../styles/disabled';

export interface TabItem {
  /** Unique id; the value of `value`/`onChange`. */
  id: string;
  /** Text on the tab. */
  label: ReactNode;
  /** Panel shown while the tab is active. */
  content: ReactNode;
  /** Whether the tab cannot be chosen. Default `false`. */
  isDisabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Active tab id (controlled). */
  value?: string;
  /** Initially active tab id (uncontrolled). Default the first tab. */
  defaultValue?: string;
  /** Called with the id of the tab that becomes active. */
  onChange?: (id: string) => void;
  /** Accessible name of the tab list, for example 'Opdrachten'. Default none. */
  'aria-label'?: string;
}

const List = styled(TabsPrimitive.List)`
  display: flex;
  gap: var(--pidz-space-md);
  overflow-x: auto;
  border-bottom: 1px solid var(--pidz-color-grey-200);
`;

const Trigger = styled(TabsPrimitive.Trigger)`
  flex: none;
  margin-bottom: -1px;
  padding: var(--pidz-space-sm) var(--pidz-space-xs);
  border: none;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--pidz-color-grey-600);
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[data-state='active'] {
    border-bottom-color: var(--pidz-color-blue);
    color: var(--pidz-color-blue);
  }
  &:hover:not([data-disabled]) {
    color: var(--pidz-color-blue-dark);
  }
  &[data-disabled] {
    ${disabledStyles}
  }
`;

const Panel = styled(TabsPrimitive.Content)`
  padding-top: var(--pidz-space-md);
`;

/** Tabs (Radix Tabs, WAI-ARIA tabs pattern): arrow keys move between tabs, one panel shows. */
export function Tabs({
  items,
  value,
  defaultValue = items[0]?.id,
  onChange,
  'aria-label': ariaLabel,
}: TabsProps) {
  return (
    <TabsPrimitive.Root value={value} defaultValue={defaultValue} onValueChange={onChange}>
      <List aria-label={ariaLabel}>
        {items.map((item) => (
          <Trigger key={item.id} value={item.id} disabled={item.isDisabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.id} value={item.id}>
          {item.content}
        </Panel>
      ))}
    </TabsPrimitive.Root>
  );
}
