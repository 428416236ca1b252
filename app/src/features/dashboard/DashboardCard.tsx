import { useEffect, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from 'react-aria-components';
import { Button, Card, externalLinkIcon, Heading, Icon, LinkButton } from '@pidz/ui';
import { libMessages } from '../../lib/words/messages';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { dashboardMessages } from './messages';

/** How long a failed card waits before it asks again by itself. */
export const CARD_RETRY_MS = 10_000;

/*
 * The body of a card keeps one height whether it loads, shows its content or failed, so the
 * cards never move (CLS 0).
 */
const Body = styled.div`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  min-height: 3rem;
`;

const Grey = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

/** A grey block where the content will be, while it loads. */
export const Skeleton = styled.span`
  display: block;
  width: 60%;
  height: 1.25rem;
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-grey-100);
`;

/** A failed card: says so, asks again after {@link CARD_RETRY_MS} by itself, or at once on 'Opnieuw proberen'. */
function CardFailed({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onRetry, CARD_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [onRetry]);
  return (
    <Body role="alert">
      <Grey>{dashboardMessages.cardFailed}</Grey>
      <Button variant="secondary" isCompact onPress={onRetry}>
        {libMessages.retry}
      </Button>
    </Body>
  );
}

/** The loading state of a card's body: a skeleton, named for assistive technology. */
function CardLoading() {
  return (
    <Body role="status" aria-label={dashboardMessages.loading}>
      <Skeleton />
    </Body>
  );
}

export interface DashboardCardProps {
  /** The card's heading (level 2), which names its region. */
  title: string;
  /**
   * Where the user acts on what the card shows; `leaving` (the words that say so) when that is on
   * the older site, marked as the side menu marks its entries there.
   */
  link: { href: string; label: string; leaving?: string };
  /** The part that reads server data (with suspense); a skeleton shows while it loads. */
  children: ReactNode;
  /** What shows while loading instead of one skeleton line (a list's rows). */
  loading?: ReactNode;
}

/**
 * A dashboard card: a titled region whose content loads on its own, under its own boundary, so
 * one failed read shows a failed card (which retries by itself) and leaves the others standing.
 * The title and the link are there from the start; only the body fills in.
 */
export function DashboardCard({ title, link, children, loading }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} gap="sm">
      <Heading level={2} size="md" variant="black" id={headingId}>
        {title}
      </Heading>
      <QueryBoundary
        isFailureToasted={false}
        placeholder={(failure) =>
          failure ? <CardFailed onRetry={failure.onRetry} /> : (loading ?? <CardLoading />)
        }
      >
        {children}
      </QueryBoundary>
      <div>
        <LinkButton variant="link" href={link.href}>
          {link.label}
          {link.leaving ? (
            <>
              <VisuallyHidden> {link.leaving}</VisuallyHidden>
              <Icon icon={externalLinkIcon} size="small" />
            </>
          ) : null}
        </LinkButton>
      </div>
    </Card>
  );
}

/** A card's body: its content on the card's one height. */
export { Body as CardBody };
