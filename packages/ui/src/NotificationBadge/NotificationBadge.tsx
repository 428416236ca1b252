import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';
import { badgeText } from './badgeText';

export type NotificationBadgeVariant = 'success' | 'info' | 'warn' | 'danger';

export interface NotificationBadgeProps {
  /** A count (shown as `'99+'` above 99) or a short text. */
  value: number | string;
  /** Colour. Default `'danger'`. */
  variant?: NotificationBadgeVariant;
  /** Draws a white ring around the badge, for badges laid over an icon or avatar. Default `false`. */
  hasBorder?: boolean;
  /**
   * What the badge means, read by assistive technology instead of the bare text, for example
   * `'3 openstaande facturen'`. Default none: the badge text itself is read.
   */
  'aria-label'?: string;
}

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.375rem;
  border-radius: var(--pidz-radius-round);
  background: var(--pidz-color-red);
  color: var(--pidz-color-white);
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
  white-space: nowrap;

  &[data-variant='success'] {
    background: var(--pidz-color-green);
  }
  &[data-variant='info'] {
    background: var(--pidz-color-info);
  }
  &[data-variant='warn'] {
    background: var(--pidz-color-orange);
  }
  &[data-border] {
    box-shadow: 0 0 0 2px var(--pidz-color-white);
  }
`;

/** A small count or text badge, for example the open-invoice count next to 'Facturen'. */
export function NotificationBadge({
  value,
  variant = 'danger',
  hasBorder = false,
  'aria-label': ariaLabel,
}: NotificationBadgeProps) {
  const text = badgeText(value);
  return (
    <StyledBadge data-badge data-variant={variant} data-border={hasBorder || undefined}>
      {ariaLabel === undefined ? (
        text
      ) : (
        <>
          <span aria-hidden>{text}</span>
          <VisuallyHidden>{ariaLabel}</VisuallyHidden>
        </>
      )}
    </StyledBadge>
  );
}
