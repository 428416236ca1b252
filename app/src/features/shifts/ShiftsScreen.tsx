import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Shift } from '@pidz/contracts';
import { Tabs, isolateText } from '@pidz/ui';
import { paths } from '../../paths';
import { OLD_SITE_URL } from '../../config';
import { useCurrentUser } from '../../entities/currentUser';
import { Page } from '../../lib/screen/Page';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { isAgencyWorker } from '../../lib/platform/session';
import { ShiftRows } from '../../entities/ShiftRows';
import { ElsewhereLink } from '../../lib/screen/ElsewhereLink';
import { EmptyState } from '../../lib/screen/states';
import { linkedDepartmentsQuery } from '../../entities/linkedOrganisations';
import { shiftsQuery } from '../../entities/shifts';
import { ownInvoicesQuery } from './api';
import { shiftsMessages as messages, type ShiftKind } from './messages';
import { FoldingFilters, useFiltersInUrl } from './ShiftFiltersPanel';
import { departmentKey, filterShifts, type FilterFacts } from './shiftFilters';

/** What the travel-time and 'worked at before' filters know, read beside the shifts. */
function useFilterFacts(shifts: readonly Shift[], canFilterWorkedAt: boolean): FilterFacts {
  const organisations = [...new Set(shifts.map((shift) => shift.organisation_id))];
  const travelTimes = useSuspenseQueries({
    queries: organisations.map(linkedDepartmentsQuery),
    combine: (results) =>
      new Map(
        results.flatMap(({ data }) =>
          data.flatMap((department) =>
            department.travel_time === null
              ? []
              : [[department.department_id, department.travel_time] as const],
          ),
        ),
      ),
  });
  const invoiceReads: (typeof ownInvoicesQuery)[] = canFilterWorkedAt ? [ownInvoicesQuery] : [];
  const workedAt = useSuspenseQueries({
    queries: invoiceReads,
    combine: (results) =>
      new Set(
        results.flatMap(({ data }) =>
          data.items.map((invoice) =>
            departmentKey(invoice.organisation_name, invoice.department_name),
          ),
        ),
      ),
  });
  return { travelTimes, workedAt };
}

/** Under an empty list: how shifts reach the user, and the older site's open shifts. */
const howShiftsCome = {
  text: messages.emptyNext,
  link: <ElsewhereLink href={`${OLD_SITE_URL}/shifts`}>{messages.openShifts}</ElsewhereLink>,
};

function ShiftList({ kind }: { kind: ShiftKind }) {
  const canFilterWorkedAt = !isAgencyWorker(useCurrentUser());
  const { data: all } = useSuspenseQuery(shiftsQuery);
  const shifts = all.filter((shift) => shift.is_periodical === (kind === 'periodical'));
  const facts = useFilterFacts(shifts, canFilterWorkedAt);
  const { filters } = useFiltersInUrl();
  const functions = [...new Set(shifts.map((shift) => shift.function_name))].sort();
  const shown = filterShifts(shifts, filters, facts);
  let list: ReactNode;
  if (shifts.length === 0)
    list = <EmptyState next={howShiftsCome}>{messages.empty[kind]}</EmptyState>;
  else if (shown.length === 0) list = <EmptyState>{messages.noMatch}</EmptyState>;
  else {
    list = (
      <ShiftRows
        shifts={shown}
        placeOf={(shift) =>
          `${isolateText(shift.organisation_name)}, ${isolateText(shift.department_name)} · ${isolateText(shift.function_name)}`
        }
        aria-label={messages.listLabel(shown.length)}
      />
    );
  }
  return (
    <>
      <FoldingFilters functions={functions} canFilterWorkedAt={canFilterWorkedAt} />
      {list}
    </>
  );
}

export interface ShiftsScreenProps {
  /** Which list: `/shifts/incidental` or `/shifts/periodical`. */
  kind: ShiftKind;
}

/**
 * The shift lists (`/shifts/incidental`, `/shifts/periodical`): the user's own upcoming shifts of
 * that kind, soonest first, each opening its detail screen; the filters of spec section 3 (period,
 * status, function, part of the day, travel time, worked at before) kept in the URL, so they
 * survive a reload and travel with the tab; the empty state when nothing matches.
 */
export function ShiftsScreen({ kind }: ShiftsScreenProps) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const panel = (
    <QueryBoundary>
      <ShiftList kind={kind} />
    </QueryBoundary>
  );
  return (
    <Page title={messages.title}>
      <Tabs
        aria-label={messages.tabsLabel}
        value={kind}
        onChange={(id) =>
          navigate(`${paths.shifts[id as ShiftKind]()}${search ? `?${search}` : ''}`)
        }
        items={(Object.keys(messages.kinds) as ShiftKind[]).map((id) => ({
          id,
          label: messages.kinds[id],
          content: id === kind ? panel : null,
        }))}
      />
    </Page>
  );
}
