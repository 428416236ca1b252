import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { NotificationBadge } from '@pidz/ui';
import { paths } from '../../paths';
import { OLD_SITE_URL } from '../../config';
import { useCurrentUser } from '../../entities/currentUser';
import { openInvoicesQuery } from '../../entities/invoices';
import { Page } from '../../lib/screen/Page';
import { isAgencyWorker } from '../../lib/platform/session';
import { ProfileStepsCard } from '../../entities/profileSteps/ProfileStepsCard';
import { ShiftRows, ShiftRowsLoading } from '../../entities/ShiftRows';
import { shiftsQuery } from '../../entities/shifts';
import { invitationCountQuery } from './api';
import { CardBody, DashboardCard, Skeleton } from './DashboardCard';
import { dashboardMessages as messages } from './messages';

/** How many upcoming shifts the dashboard lists. */
export const UPCOMING_SHIFT_COUNT = 5;

/**
 * Where the user acts on the counts: the invitations on the older site's 'Opdrachten' (the
 * contract has no call that lists them, docs/decisions/0023), and the portal's open invoices to
 * pay; the next shifts in the shift lists.
 */
const INVITATIONS_URL = `${OLD_SITE_URL}/shifts`;
const SHIFTS_PATH = paths.shifts.incidental();
const INVOICES_PATH = `${paths.invoices.list()}?tab=software&status=open`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: var(--pidz-space-md);
`;

const Grey = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

/** A count with its badge ('99+' above 99); the sentence says the number to assistive technology. */
function Count({ count, text }: { count: number; text: string }) {
  return (
    <CardBody>
      <span aria-hidden>
        <NotificationBadge value={count} variant={count > 0 ? 'danger' : 'success'} />
      </span>
      <span>{text}</span>
    </CardBody>
  );
}

function InvitationCount() {
  const { data: count } = useSuspenseQuery(invitationCountQuery);
  return <Count count={count} text={messages.invitations.count(count)} />;
}

function UnpaidInvoiceCount() {
  const { data: count } = useSuspenseQuery({ ...openInvoicesQuery, select: (list) => list.total });
  return <Count count={count} text={messages.invoices.count(count)} />;
}

function UpcomingShifts() {
  const { data: shifts } = useSuspenseQuery(shiftsQuery);
  if (shifts.length === 0) return <Grey>{messages.upcoming.empty}</Grey>;
  return <ShiftRows shifts={shifts.slice(0, UPCOMING_SHIFT_COUNT)} />;
}

/** The shift list while it loads: three grey rows (not yet a list). */
function UpcomingShiftsLoading() {
  return (
    <ShiftRowsLoading count={3} label={messages.loading}>
      <Skeleton />
      <Skeleton />
    </ShiftRowsLoading>
  );
}

/**
 * The dashboard (`/dashboard`): what needs doing now, at a glance. The count of shift invitations
 * and, for all but agency workers, of unpaid software invoices, each a card with its badge and a
 * link to where the user acts on it; then the next shifts, each opening its detail screen. Each
 * card loads and fails on its own (a failed card retries by itself); the cards keep their place
 * while they load. The banners above it come from the shell; until the profile is active, 'Maak je
 * profiel af' comes first.
 */
export function DashboardScreen() {
  const isFreelancer = !isAgencyWorker(useCurrentUser());
  return (
    <Page title={messages.title}>
      <ProfileStepsCard />
      <Cards>
        <DashboardCard
          title={messages.invitations.title}
          link={{
            href: INVITATIONS_URL,
            label: messages.invitations.link,
            leaving: messages.invitations.leaving,
          }}
        >
          <InvitationCount />
        </DashboardCard>
        {isFreelancer && (
          <DashboardCard
            title={messages.invoices.title}
            link={{ href: INVOICES_PATH, label: messages.invoices.link }}
          >
            <UnpaidInvoiceCount />
          </DashboardCard>
        )}
      </Cards>
      <DashboardCard
        title={messages.upcoming.title}
        link={{ href: SHIFTS_PATH, label: messages.upcoming.all }}
        loading={<UpcomingShiftsLoading />}
      >
        <UpcomingShifts />
      </DashboardCard>
    </Page>
  );
}
