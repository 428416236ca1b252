import type { ReactNode } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import type { Shift } from '@pidz/contracts';
import {
  formatAddress,
  formatTimeRange,
  formatWeekdayDate,
  listRowStyles,
  rowListStyles,
} from '@pidz/ui';
import { shiftOpenedState, shiftPath, shiftStatusLabel } from './shifts';

const Rows = styled.ul`
  ${rowListStyles}
`;

const RowLink = styled.a`
  ${listRowStyles}
  display: grid;
  grid-template-columns: minmax(10rem, auto) 1fr auto;
  grid-template-areas: 'when place status';
  align-items: center;
  gap: var(--pidz-space-xs) var(--pidz-space-md);
  color: var(--pidz-color-black);
  text-decoration: none;

  &:hover {
    background: var(--pidz-color-grey-100);
  }
  & > [data-when] {
    grid-area: when;
    font-weight: 700;
  }
  /* On a phone each part takes the row's whole width, the status last: the date reads in one or
     two lines, not squeezed beside the place. */
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'when'
      'place'
      'status';
  }
`;

const Place = styled.span`
  display: grid;
  grid-area: place;
`;

const Status = styled.span`
  grid-area: status;
  justify-self: end;

  @media (max-width: 40rem) {
    justify-self: start;
  }
  padding: 0 var(--pidz-space-sm);
  border-radius: var(--pidz-radius-round);
  background: var(--pidz-color-blue-light);
  color: var(--pidz-color-blue-dark);
  white-space: nowrap;
`;

export interface ShiftRowsProps {
  shifts: readonly Shift[];
  /** What each row says of where the shift is, above its address (default: the organisation). */
  placeOf?: (shift: Shift) => ReactNode;
  'aria-label'?: string;
}

/**
 * A list of shifts, one row each (date and times, where, the address as 'street house_number,
 * city', the status label), each opening the shift's detail screen: the dashboard's next shifts
 * and the shift lists.
 */
export function ShiftRows({
  shifts,
  placeOf = (shift) => shift.organisation_name,
  'aria-label': label,
}: ShiftRowsProps) {
  return (
    <Rows aria-label={label}>
      {shifts.map((shift) => (
        <li key={shift.id}>
          {/* The shift's page offers the way back here (the dashboard, the list). */}
          <Link href={shiftPath(shift.id)} state={shiftOpenedState()} asChild>
            <RowLink>
              <span data-when>
                {formatWeekdayDate(shift.start)}, {formatTimeRange(shift.start, shift.end)}
              </span>
              <Place>
                <span>{placeOf(shift)}</span>
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
      ))}
    </Rows>
  );
}

const LoadingRows = styled.div`
  ${rowListStyles}
`;

const LoadingRow = styled(RowLink).attrs({ as: 'div' })``;

/** Shift rows while they load: `count` rows of the same height holding `children` (skeletons). */
export function ShiftRowsLoading({
  count,
  label,
  children,
}: {
  count: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <LoadingRows role="status" aria-label={label}>
      {Array.from({ length: count }, (_, row) => (
        <LoadingRow key={row}>{children}</LoadingRow>
      ))}
    </LoadingRows>
  );
}
