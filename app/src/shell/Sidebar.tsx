import { VisuallyHidden } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import styled from 'styled-components';
import { externalLinkIcon, Icon, NotificationBadge } from '@pidz/ui';
import { useCurrentUser } from '../entities/currentUser';
import { useFeatureFlagAnswer } from '../lib/platform/featureFlags';
import { hasResumeBanners, useFreelancerBanners } from '../entities/freelancerBanners';
import { isAgencyWorker } from '../lib/platform/session';
import { useOpenInvoiceCount } from '../entities/invoices';
import { SIDE_MENU_CSS } from './frameCss';
import { shellMessages } from './messages';
import {
  isCurrentSection,
  navEntries,
  withFlags,
  type NavBadge,
  type NavEntry,
} from './navigation';

export interface SidebarProps {
  /** Element id, for the menu button's `aria-controls`. */
  id: string;
  /** Whether the menu shows; a closed menu is hidden from everyone. */
  isOpen: boolean;
  /** Whether the menu lies over the page (narrow screens) instead of beside it. */
  isOverlay: boolean;
  /** Called after a click on an entry (closes the menu on narrow screens). */
  onNavigate: () => void;
}

const Nav = styled.nav`
  ${SIDE_MENU_CSS}
  overflow-y: auto;

  &[hidden] {
    display: none;
  }
  &[data-overlay] {
    position: fixed;
    top: 3.5rem;
    bottom: 0;
    left: 0;
    z-index: 100;
    box-shadow: 4px 0 12px rgb(0 0 0 / 15%);
  }
`;

const List = styled.ul`
  display: grid;
  gap: var(--pidz-space-xs);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const EntryLink = styled.a`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  min-height: 2.75rem;
  padding: 0 var(--pidz-space-sm);
  border-radius: var(--pidz-radius-md);
  color: var(--pidz-color-black);
  text-decoration: none;

  &:hover {
    background: var(--pidz-color-grey-100);
  }
  &[aria-current='page'] {
    background: var(--pidz-color-blue-light);
    color: var(--pidz-color-blue-dark);
    font-weight: 700;
  }
  & > [data-label] {
    flex: 1;
  }
`;

function OpenInvoicesBadge() {
  const count = useOpenInvoiceCount();
  return count ? (
    <NotificationBadge value={count} aria-label={shellMessages.openInvoices(count)} />
  ) : null;
}

function ResumeWarningBadge() {
  const banners = useFreelancerBanners();
  return banners && hasResumeBanners(banners) ? (
    <NotificationBadge value="!" variant="warn" aria-label={shellMessages.resumeNeedsAttention} />
  ) : null;
}

function Badge({ kind }: { kind: NavBadge }) {
  return kind === 'open-invoices' ? <OpenInvoicesBadge /> : <ResumeWarningBadge />;
}

function EntryContent({ entry }: { entry: NavEntry }) {
  return (
    <>
      <Icon icon={entry.icon} />
      <span data-label>
        {entry.label}
        {entry.isExternal ? <VisuallyHidden> {shellMessages.externalLink}</VisuallyHidden> : null}
      </span>
      {entry.badge ? <Badge kind={entry.badge} /> : null}
      {entry.isExternal ? <Icon icon={externalLinkIcon} size="small" /> : null}
    </>
  );
}

/**
 * The side menu (a navigation landmark): the app's own sections, and the entries the older site
 * serves, marked as external (Reviews is the app's own while `ffe-feedback` is on). Agency workers
 * do not see timesheets and invoices.
 */
export function Sidebar({ id, isOpen, isOverlay, onNavigate }: SidebarProps) {
  const [location] = useLocation();
  const user = useCurrentUser();
  const flags = {
    'ffe-feedback': useFeatureFlagAnswer('ffe-feedback'),
    'ffe-cv': useFeatureFlagAnswer('ffe-cv'),
    'ffe-preferences': undefined,
  };
  const entries = navEntries
    .filter((entry) => !(entry.isHiddenForAgencyWorkers && isAgencyWorker(user)))
    .map((entry) => withFlags(entry, (flag) => flags[flag]));
  return (
    <Nav
      id={id}
      aria-label={shellMessages.sideMenuLabel}
      hidden={!isOpen}
      data-overlay={isOverlay || undefined}
    >
      <List>
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.isExternal ? (
              <EntryLink href={entry.href} onClick={onNavigate}>
                <EntryContent entry={entry} />
              </EntryLink>
            ) : (
              <Link href={entry.href} asChild onClick={onNavigate}>
                <EntryLink
                  aria-current={isCurrentSection(entry.href, location) ? 'page' : undefined}
                >
                  <EntryContent entry={entry} />
                </EntryLink>
              </Link>
            )}
          </li>
        ))}
      </List>
    </Nav>
  );
}
