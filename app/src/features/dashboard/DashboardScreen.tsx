import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import styled from 'styled-components';
import type { Shift } from '@pidz/contracts';
import {
  formatAddress,
  formatTimeRange,
  formatWeekdayDate,
  listRowStyles,
  NotificationBadge,
  rowListStyles,
} from '@pidz/ui';
import { OLD_SITE_URL } from '../../config';
import { useCurrentUser } from '../../lib/currentUser';
import { openInvoicesQuery } from '../../lib/invoices';
import { Page } from '../../lib/Page';
import { isAgencyWorker } from '../../lib/session';
import { shiftPath, shiftStatusLabel } from '../../lib/shifts';
import { invitationCountQuery, upcomingShiftsQuery } from './api';
import { CardBody, DashboardCard, Skeleton } from './DashboardCard';
import { dashboardMessages as messages } from './messages';

/** How many upcoming shifts the dashboard lists. */
export const UPCOMING_SHIFT_COUNT = 5;

/** Where the user acts on the counts: the shift lists, and the invoices (on the older site). */
const SHIFTS_PATH = '/shifts/incidental';
const INVOICES_URL = `${OLD_SITE_URL}/invoices`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: var(--pidz-space-md);
`;

const Rows = styled.ul`
  ${rowListStyles}
`;

const LoadingRows = styled.div`
  ${rowListStyles}
`;

const RowLink = styled.a`
  ${listRowStyles}
  display: grid;
  grid-template-columns: minmax(10rem, auto) 1fr auto;
  align-items: center;
  gap: var(--pidz-space-xs) var(--pidz-space-md);
  color: var(--pidz-color-black);
  text-decoration: none;

  &:hover {
    background: var(--pidz-color-grey-100);
  }
  & > [data-when] {
    font-weight: 700;
  }
  @media (max-width: 40rem) {
    grid-template-columns: 1fr auto;
  }
`;

const Place = styled.span`
  display: grid;
`;

const Status = styled.span`
  justify-self: end;
  padding: 0 var(--pidz-space-sm);
  border-radius: var(--pidz-radius-round);
  background: var(--pidz-color-blue-light);
  color: var(--pidz-color-blue-dark);
  white-space: nowrap;
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

function ShiftRow({ shift }: { shift: Shift }) {
  return (
    <li>
      <Link href={shiftPath(shift.id)} asChild>
        <RowLink>
          <span data-when>
            {formatWeekdayDate(shift.start)}, {formatTimeRange(shift.start, shift.end)}
          </span>
          <Place>
            <span>{shift.organisation_name}</span>
            <span>
              {formatAddress({
                street: shift.department_street,
                houseNumber: shift.department_house_number,
                city: shift.department_city,
              })}
            </span>
          </Place>
          <Status>{shiftStatusLabel(shift.status)}</Status>
        </RowLink>
      </Link>
    </li>
  );
}

function UpcomingShifts() {
  const { data: shifts } = useSuspenseQuery(upcomingShiftsQuery);
  if (shifts.length === 0) return <Grey>{messages.upcoming.empty}</Grey>;
  return (
    <Rows>
      {shifts.slice(0, UPCOMING_SHIFT_COUNT).map((shift) => (
        <ShiftRow key={shift.id} shift={shift} />
      ))}
    </Rows>
  );
}

/** The shift list while it loads: three grey rows (not yet a list). */
function UpcomingShiftsLoading() {
  return (
    <LoadingRows role="status" aria-label={messages.loading}>
      {[1, 2, 3].map((row) => (
        <RowLink as="div" key={row}>
          <Skeleton />
          <Skeleton />
        </RowLink>
      ))}
    </LoadingRows>
  );
}

/**
 * The dashboard (`/dashboard`): what needs doing now, at a glance. The count of shift invitations
 * and, for all but agency workers, of unpaid software invoices, each a card with its badge and a
 * link to where the user acts on it; then the next shifts, each opening its detail screen. Each
 * card loads and fails on its own (a failed card retries by itself); the cards keep their place
 * while they load. The banners above it come from the shell.
 */
export function DashboardScreen() {
  const isFreelancer = !isAgencyWorker(useCurrentUser());
  return (
    <Page title={messages.title}>
      <Cards>
        <DashboardCard
          title={messages.invitations.title}
          link={{ href: SHIFTS_PATH, label: messages.invitations.link }}
        >
          <InvitationCount />
        </DashboardCard>
        {isFreelancer && (
          <DashboardCard
            title={messages.invoices.title}
            link={{ href: INVOICES_URL, label: messages.invoices.link }}
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
