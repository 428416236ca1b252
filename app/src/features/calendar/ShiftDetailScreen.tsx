import { useSuspenseQuery } from '@tanstack/react-query';
import { toCalendarDate } from '@internationalized/date';
import styled from 'styled-components';
import type { Shift, ShiftStatus } from '@pidz/contracts';
import { Card, LinkButton, formatTimeRange, formatWeekdayDate } from '@pidz/ui';
import { Page } from '../../lib/Page';
import { rpcQuery } from '../../lib/queries';
import { QueryBoundary } from '../../lib/QueryBoundary';
import { calendarPeriodPath } from './calendarPath';
import { calendarMessages } from './messages';
import { parseInstant, periodOf } from './model';

const messages = calendarMessages.shift;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--pidz-space-sm) var(--pidz-space-lg);
  margin: 0;

  & dt {
    color: var(--pidz-color-grey-600);
  }
  & dd {
    margin: 0;
    font-weight: 600;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    & dd {
      margin-bottom: var(--pidz-space-sm);
    }
  }
`;

const Status = styled.span`
  display: inline-block;
  padding: 0 var(--pidz-space-sm);
  border-radius: var(--pidz-radius-round);
  background: var(--pidz-color-blue-light);
  color: var(--pidz-color-blue-dark);
`;

/** The Dutch label of a shift's status number. */
export function shiftStatusLabel(status: ShiftStatus): string {
  return messages.status[status];
}

/** 'street house_number, city'. */
function address(shift: Shift): string {
  return `${shift.department_street} ${shift.department_house_number}, ${shift.department_city}`;
}

/** The month view on the shift's day: where 'Terug naar de agenda' goes. */
function calendarPathOf(shift: Shift | undefined): string {
  if (!shift) return '/calendar/month';
  const day = toCalendarDate(parseInstant(shift.start));
  return calendarPeriodPath(periodOf('month', day), { day });
}

function ShiftDetails({ shiftId }: { shiftId: string }) {
  const { data: shifts } = useSuspenseQuery(rpcQuery('calendar:getCalendarShifts'));
  const shift = shifts.find((candidate) => String(candidate.id) === shiftId);
  return (
    <>
      {shift ? (
        <Card as="section" aria-label={shift.organisation_name}>
          <Details>
            <dt>{messages.organisation}</dt>
            <dd>{shift.organisation_name}</dd>
            <dt>{messages.department}</dt>
            <dd>{shift.department_name}</dd>
            <dt>{messages.function}</dt>
            <dd>{shift.function_name}</dd>
            <dt>{messages.address}</dt>
            <dd>{address(shift)}</dd>
            <dt>{messages.date}</dt>
            <dd>{formatWeekdayDate(shift.start)}</dd>
            <dt>{messages.time}</dt>
            <dd>{formatTimeRange(shift.start, shift.end)}</dd>
            <dt>{messages.statusLabel}</dt>
            <dd>
              <Status>{shiftStatusLabel(shift.status)}</Status>
            </dd>
          </Details>
        </Card>
      ) : (
        <Card>{messages.notFound}</Card>
      )}
      <div>
        <LinkButton variant="secondary" href={calendarPathOf(shift)}>
          {messages.back}
        </LinkButton>
      </div>
    </>
  );
}

export interface ShiftDetailScreenProps {
  /** The shift id (the shift route's parameter). */
  id: string;
}

/**
 * The shift route (`/calendar/shift/:id`): what a shift or freelancer-request tile opens. Shows
 * organisation, department, function, address ('street house_number, city'), date, times and a
 * Dutch status label, and a way back to the calendar on the shift's day. The shift is looked up in
 * `calendar:getCalendarShifts` (the contract has no call for one shift).
 */
export function ShiftDetailScreen({ id }: ShiftDetailScreenProps) {
  return (
    <Page title={messages.title}>
      <QueryBoundary>
        <ShiftDetails shiftId={id} />
      </QueryBoundary>
    </Page>
  );
}
