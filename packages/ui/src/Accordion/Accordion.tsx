import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { chevronDownIcon, Icon } from '../Icon';
import { disabledStyles } from '../styles/disabled';

/** `'single'`: one item open at a time, clicking the open one closes it. `'multi'`: each item toggles. */
export type AccordionMode = 'single' | 'multi';

export interface AccordionItem {
  /** Unique id; the value in `value`/`onChange`. */
  id: string;
  /** Text of the item's header button. */
  title: ReactNode;
  /** Shown while the item is open. */
  content: ReactNode;
  /** Whether the item cannot be opened or closed. Default `false`. */
  isDisabled?: boolean;
}

export interface AccordionProps {
  /** The items, in order. */
  items: readonly AccordionItem[];
  /** Open behaviour. Default `'single'`. */
  mode?: AccordionMode;
  /** Ids of the open items (controlled). In single mode at most one. */
  value?: readonly string[];
  /** Ids of the items open at first (uncontrolled). Default none. */
  defaultValue?: readonly string[];
  /** Called with the ids of the open items after each change. */
  onChange?: (openIds: string[]) => void;
  /** Level of each item's header heading. Default `3`. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const Item = styled(AccordionPrimitive.Item)`
  border-bottom: 1px solid var(--pidz-color-grey-200);
`;

const Header = styled(AccordionPrimitive.Header)`
  margin: 0;
  font-size: 1rem;
`;

const Trigger = styled(AccordionPrimitive.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--pidz-space-md);
  width: 100%;
  padding: var(--pidz-space-md) 0;
  border: none;
  background: transparent;
  color: var(--pidz-color-black);
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  & > [data-icon] {
    transition: transform 150ms ease;
  }
  &[data-state='open'] > [data-icon] {
    transform: rotate(180deg);
  }
  &[data-disabled] {
    ${disabledStyles}
  }
`;

const Content = styled(AccordionPrimitive.Content)`
  padding-bottom: var(--pidz-space-md);
`;

/** Expandable sections (Radix Accordion, WAI-ARIA accordion pattern). */
export function Accordion({
  items,
  mode = 'single',
  value,
  defaultValue,
  onChange,
  headingLevel = 3,
}: AccordionProps) {
  const HeadingTag = `h${headingLevel}` as const;
  const children = items.map((item) => (
    <Item key={item.id} value={item.id} disabled={item.isDisabled}>
      <Header asChild>
        <HeadingTag>
          <Trigger>
            {item.title}
            <Icon icon={chevronDownIcon} size="small" />
          </Trigger>
        </HeadingTag>
      </Header>
      <Content>{item.content}</Content>
    </Item>
  ));

  if (mode === 'multi') {
    return (
      <AccordionPrimitive.Root
        type="multiple"
        value={value === undefined ? undefined : [...value]}
        defaultValue={defaultValue === undefined ? undefined : [...defaultValue]}
        onValueChange={onChange}
      >
        {children}
      </AccordionPrimitive.Root>
    );
  }
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      value={value === undefined ? undefined : (value[0] ?? '')}
      defaultValue={defaultValue?.[0]}
      onValueChange={(openId) => onChange?.(openId === '' ? [] : [openId])}
    >
      {children}
    </AccordionPrimitive.Root>
  );
}
