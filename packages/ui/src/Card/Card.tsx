import type { AriaAttributes, AriaRole, ReactNode } from 'react';
import styled from 'styled-components';

/** The elements a card can be. */
export type CardElement = 'div' | 'section' | 'article' | 'aside' | 'li';

/** Space between a card's children (a `--pidz-space-*` token). */
export type CardGap = 'none' | 'xs' | 'sm' | 'md' | 'lg';

export interface CardProps extends AriaAttributes {
  /** The content, laid out as a one-column grid. */
  children?: ReactNode;
  /**
   * The element the card renders. A `section` with `aria-labelledby` (or `aria-label`) is a region
   * landmark. Default `'div'`.
   */
  as?: CardElement;
  /** Space between the children. Default `'md'`. */
  gap?: CardGap;
  /** Inner space: `'lg'` for a page panel, `'md'` for a denser one. Default `'lg'`. */
  padding?: 'md' | 'lg';
  /**
   * How children sit across the card: `'stretch'` fills its width, `'start'` keeps each child at
   * its own width, on the left (a button under a text). Default `'stretch'`.
   */
  justifyItems?: 'stretch' | 'start';
  /** ARIA role, e.g. `'alert'` for a load failure or `'status'` for a loading text. */
  role?: AriaRole;
  /** Element id. */
  id?: string;
  /** `-1` for a card a link elsewhere brings the focus to (a profile document's card). */
  tabIndex?: number;
  /** Class name, so `styled(Card)` can add layout such as a `max-width`. */
  className?: string;
}

const StyledCard = styled.div`
  display: grid;
  align-content: start;
  gap: var(--pidz-space-md);
  min-width: 0;
  margin: 0;
  padding: var(--pidz-space-lg);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-white);
  color: var(--pidz-color-black);

  & > p {
    margin: 0;
  }
  &[data-gap='none'] {
    gap: 0;
  }
  &[data-gap='xs'] {
    gap: var(--pidz-space-xs);
  }
  &[data-gap='sm'] {
    gap: var(--pidz-space-sm);
  }
  &[data-gap='lg'] {
    gap: var(--pidz-space-lg);
  }
  &[data-padding='md'] {
    padding: var(--pidz-space-md);
  }
  &[data-justify='start'] {
    justify-items: start;
  }
`;

/**
 * The white panel surface of a page: padding, rounded corners, white background and a grid gap
 * between its children. Choose the element with `as`; `role`, `id` and `aria-*` props pass
 * through. For a titled section that collapses when tall, use ContentSection (built on Card).
 */
export function Card({
  as = 'div',
  gap = 'md',
  padding = 'lg',
  justifyItems = 'stretch',
  children,
  ...props
}: CardProps) {
  return (
    <StyledCard
      {...props}
      as={as}
      data-gap={gap}
      data-padding={padding}
      data-justify={justifyItems}
    >
      {children}
    </StyledCard>
  );
}
