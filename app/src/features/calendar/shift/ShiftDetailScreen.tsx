import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { toCalendarDate } from '@internationalized/date';
import styled from 'styled-components';
import { CalendarItemType, type CalendarItem, type Shift, type ShiftStatus } from '@pidz/contracts';
import {
  Card,
  formatAddress,
  formatTimeRange,
  formatWeekdayDate,
  LinkButton,
  parseInstant,
} from '@pidz/ui';
import { paths } from '../../../paths';
import { FactList } from '../../../lib/screen/FactList';
import { Page } from '../../../lib/screen/Page';
import { QueryBoundary } from '../../../lib/screen/QueryBoundary';
import { shiftOpenedFrom, shiftStatusLabel } from '../../../entities/shifts';
import { shiftsQuery } from '../../../entities/shifts';
import { findCachedItem } from '../api';
import { calendarPeriodPath } from '../calendarPath';
import { calendarMessages } from '../messages';
import { periodOf } from '../model';
import { calendarReturnPath } from '../returnFocus';

const messages = calendarMessages.shift;

const Status = styled.span`
  display: inline-block;
  padding: 0 var(--pidz-space-sm);
  border-radius: var(--pidz-radius-round);
  background: var(--pidz-color-blue-light);
  color: var(--pidz-color-blue-dark);
`;

const Next = styled.p`
  margin: var(--pidz-space-md) 0 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--pidz-space-sm);
`;

/** What the screen shows of a shift; the parts a calendar item lacks are left out. */
interface ShiftFacts {
  organisation: string | null;
  department?: string;
  function?: string;
  address: string;
  start: string;
  end: string;
  status?: ShiftStatus;
}

/** The facts a shift and its calendar item both carry, under the same names. */
type SharedFacts = Pick<
  CalendarItem,
  | 'organisation_name'
  | 'department_street'
  | 'department_house_number'
  | 'department_city'
  | 'start'
  | 'end'
>;

/**
 * A shift that is no longer upcoming, from its calendar item: organisation, address ('street
 * house_number, city'), date and times; no department, function or status.
 */
function factsOfItem(item: SharedFacts): ShiftFacts {
  return {
    organisation: item.organisation_name,
    address: formatAddress({
      street: item.department_street,
      houseNumber: item.department_house_number,
      city: item.department_city,
    }),
    start: item.start,
    end: item.end,
  };
}

/** An upcoming shift: what its calendar item shows, and its department, function and status. */
function factsOfShift(shift: Shift): ShiftFacts {
  return {
    ...factsOfItem(shift),
    department: shift.department_name,
    function: shift.function_name,
    status: shift.status,
  };
}

/**
 * Where 'Terug naar de agenda' goes: the calendar view that opened the shift, or else the month
 * view on the shift's day.
 */
function calendarPathOf(shiftId: string, facts: ShiftFacts | undefined): string {
  const openedFrom = calendarReturnPath(shiftId);
  if (openedFrom) return openedFrom;
  if (!facts) return paths.calendar.month();
  const day = toCalendarDate(parseInstant(facts.start));
  return calendarPeriodPath(periodOf('month', day), { day });
}

/**
 * 'Terug naar …': back where the shift was opened, the dashboard or a shift list (a row left it
 * in the history entry), else the calendar.
 */
function WayBack({ shiftId, facts }: { shiftId: string; facts: ShiftFacts | undefined }) {
  const from = shiftOpenedFrom();
  const label = !from
    ? undefined
    : from.startsWith(paths.dashboard.overview.fullPattern)
      ? messages.backToDashboard
      : from.startsWith(paths.shifts.incidental.base)
        ? messages.backToShifts
        : undefined;
  return (
    <LinkButton variant="secondary" href={label && from ? from : calendarPathOf(shiftId, facts)}>
      {label ?? messages.back}
    </LinkButton>
  );
}

function ShiftDetails({ shiftId, isRequest }: { shiftId: string; isRequest: boolean }) {
  const queryClient = useQueryClient();
  const { data: shifts } = useSuspenseQuery(shiftsQuery);
  const shift = shifts.find((candidate) => String(candidate.id) === shiftId);
  const item = shift
    ? undefined
    : findCachedItem(queryClient, (candidate) => String(candidate.shift_id) === shiftId);
  const facts = shift ? factsOfShift(shift) : item && factsOfItem(item);
  // A request the organisation has not answered yet is not a booked shift: it has no status of its own.
  const requestStatus = isRequest && facts?.status === undefined;
  return (
    <>
      {facts ? (
        <Card as="section" aria-label={facts.organisation ?? messages.title}>
          <FactList
            facts={[
              { label: messages.organisation, value: facts.organisation },
              ...(facts.department
                ? [{ label: messages.department, value: facts.department }]
                : []),
              ...(facts.function ? [{ label: messages.function, value: facts.function }] : []),
              { label: messages.address, value: facts.address },
              { label: messages.date, value: formatWeekdayDate(facts.start) },
              { label: messages.time, value: formatTimeRange(facts.start, facts.end) },
              ...(facts.status === undefined
                ? []
                : [
                    {
                      label: messages.statusLabel,
                      value: <Status>{shiftStatusLabel(facts.status)}</Status>,
                    },
                  ]),
              ...(requestStatus
                ? [
                    {
                      label: messages.statusLabel,
                      value: <Status>{messages.request.status}</Status>,
                    },
                  ]
                : []),
            ]}
          />
          {isRequest && <Next>{messages.request.next}</Next>}
        </Card>
      ) : (
        <Card>{messages.notFound}</Card>
      )}
      <Actions>
        <WayBack shiftId={shiftId} facts={facts} />
        {isRequest && (
          <LinkButton variant="secondary" href={paths.shifts.incidental()}>
            {messages.request.toShifts}
          </LinkButton>
        )}
      </Actions>
    </>
  );
}

export interface ShiftDetailScreenProps {
  /** The shift id (the shift route's parameter). */
  id: string;
}

/**
 * The shift route (`/calendar/shift/:id`): what a shift or freelancer-request tile opens. A
 * request (its calendar item says so) is titled 'Aanvraag', shows 'Aangevraagd' until the
 * organisation has answered, says what happens next and links to 'Opdrachten'. Shows
 * organisation, department, function, address ('street house_number, city'), date, times and a
 * Dutch status label, and a way back to the calendar on the shift's day. The shift is looked up in
 * `calendar:getCalendarShifts` (the contract has no call for one shift), which lists upcoming
 * shifts only; a past shift is shown from its calendar item (kept for offline use, so also after a
 * reload), without department, function and status, which the item does not carry.
 */
export function ShiftDetailScreen({ id }: ShiftDetailScreenProps) {
  const queryClient = useQueryClient();
  const isRequest =
    findCachedItem(queryClient, (candidate) => String(candidate.shift_id) === id)?.type ===
    CalendarItemType.FREELANCER_REQUEST;
  return (
    <Page title={isRequest ? messages.request.title : messages.title}>
      <QueryBoundary>
        <ShiftDetails shiftId={id} isRequest={isRequest} />
      </QueryBoundary>
    </Page>
  );
}
