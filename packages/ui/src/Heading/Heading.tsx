import type { ReactNode, Ref } from 'react';
import { Heading as AriaHeading } from 'react-aria-components';
import styled from 'styled-components';

/** Heading sizes from the spec; `default` is 1.5rem. */
export type HeadingSize = 'xsm' | 'sm' | 'md' | 'lg' | 'xl' | 'default';
export type HeadingVariant = 'primary' | 'black';
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps {
  /** The heading text. */
  children: ReactNode;
  /** Document level (h1..h6), independent of the visual size. Default `2`. */
  level?: HeadingLevel;
  /** Visual size. Default `'default'` (1.5rem). */
  size?: HeadingSize;
  /** Colour: `'primary'` is blue, `'black'` is black. Default `'primary'`. */
  variant?: HeadingVariant;
  /** Element id, for example to label a section with `aria-labelledby`. */
  id?: string;
  /**
   * Slot of a surrounding react-aria component (for example `'title'` inside a Dialog, which then
   * labels the dialog with this heading). Default none.
   */
  slot?: string;
  /** The heading element, e.g. to move the focus to it. */
  ref?: Ref<HTMLHeadingElement>;
  /** `-1` lets a script focus the heading (a page's title after a move), not the Tab key. Default none. */
  tabIndex?: -1;
}

const StyledHeading = styled(AriaHeading)`
  margin: 0;
  font-weight: 700;
  line-height: 1.25;
  color: var(--pidz-color-blue);
  font-size: var(--pidz-heading-default);

  &[data-variant='black'] {
    color: var(--pidz-color-black);
  }
  &[data-size='xsm'] {
    font-size: var(--pidz-heading-xsm);
  }
  /* A page's title takes the focus only to start the page from there: no ring around a title. */
  &[tabindex='-1']:focus {
    outline: none;
    box-shadow: none;
  }
  &[data-size='sm'] {
    font-size: var(--pidz-heading-sm);
  }
  &[data-size='md'] {
    font-size: var(--pidz-heading-md);
  }
  &[data-size='lg'] {
    font-size: var(--pidz-heading-lg);
  }
  &[data-size='xl'] {
    font-size: var(--pidz-heading-xl);
  }
`;

/**
 * A heading whose document level and visual size are chosen separately. Built on react-aria's
 * Heading, so inside a Dialog with `slot="title"` it labels the dialog.
 */
export function Heading({
  level = 2,
  size = 'default',
  variant = 'primary',
  ...props
}: HeadingProps) {
  return <StyledHeading {...props} level={level} data-size={size} data-variant={variant} />;
}
