import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import styled from 'styled-components';
import type { Shift } from '@pidz/contracts';
import { Button, Card, Checkbox, DateRangePicker, Dropdown, Tabs } from '@pidz/ui';
import { paths } from '../../paths';
import { useCurrentUser } from '../../entities/currentUser';
import { Page } from '../../lib/screen/Page';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { isAgencyWorker } from '../../lib/platform/session';
import { ShiftRows } from '../../entities/ShiftRows';
import { EmptyState } from '../../lib/screen/states';
import { linkedDepartmentsQuery } from '../../entities/linkedOrganisations';
import { shiftsQuery } from '../../entities/shifts';
import { ownInvoicesQuery } from './api';
import { shiftsMessages as messages, type ShiftKind } from './messages';
import {
  DAY_PARTS,
  departmentKey,
  FILTER_STATUSES,
  filterShifts,
  readShiftFilters,
  TRAVEL_TIMES,
  writeShiftFilters,
  type DayPart,
  type FilterFacts,
  type FilterStatus,
  type ShiftFilters,
} from './shiftFilters';

const filterTexts = messages.filters;

const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: var(--pidz-space-md);
  align-items: start;
`;

const Group = styled.fieldset`
  display: grid;
  gap: var(--pidz-space-xs);
  margin: 0;
  padding: 0;
  border: none;

  & > legend {
    margin-bottom: var(--pidz-space-xs);
    padding: 0;
    font-weight: 700;
  }
`;

/** The filters of the URL, and a way to change them (the URL is replaced, not pushed). */
function useFiltersInUrl() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => readShiftFilters(search), [search]);
  const change = (changes: Partial<ShiftFilters>) =>
    navigate(`${path}${writeShiftFilters({ ...filters, ...changes })}`, { replace: true });
  return { filters, change, search };
}

/** Adds or removes a value of a list filter. */
function toggled<T>(list: readonly T[], value: T, isOn: boolean): T[] {
  return isOn
    ? [...list.filter((item) => item !== value), value]
    : list.filter((item) => item !== value);
}

function CheckGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly (readonly [value: T, label: string])[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map(([value, label]) => (
        <Checkbox
          key={value}
          label={label}
          value={chosen.includes(value)}
          onChange={(isOn) => onChange(toggled(chosen, value, isOn))}
        />
      ))}
    </Group>
  );
}

const travelOptions = [
  { id: 'any', value: 0, label: filterTexts.anyTravelTime },
  ...TRAVEL_TIMES.map((minutes) => ({
    id: String(minutes),
    value: minutes,
    label: filterTexts.upTo(minutes),
  })),
];

function Filters({
  functions,
  canFilterWorkedAt,
}: {
  functions: readonly string[];
  canFilterWorkedAt: boolean;
}) {
  const { filters, change, search } = useFiltersInUrl();
  return (
    <Card as="section" aria-label={filterTexts.title} gap="md" padding="md">
      <FilterGrid>
        <DateRangePicker
          label={filterTexts.period}
          value={filters.start && filters.end ? { start: filters.start, end: filters.end } : null}
          onChange={(range) => change({ start: range?.start, end: range?.end })}
        />
        <Dropdown
          label={filterTexts.travelTime}
          options={travelOptions}
          value={filters.travelTime ?? 0}
          onChange={(minutes) => change({ travelTime: minutes || undefined })}
        />
        <CheckGroup<FilterStatus>
          legend={filterTexts.status}
          options={(Object.keys(FILTER_STATUSES) as FilterStatus[]).map((status) => [
            status,
            filterTexts.statuses[status],
          ])}
          chosen={filters.statuses}
          onChange={(statuses) => change({ statuses })}
        />
        <CheckGroup<DayPart>
          legend={filterTexts.dayParts}
          options={(Object.keys(DAY_PARTS) as DayPart[]).map((part) => [
            part,
            filterTexts.dayPartNames[part],
          ])}
          chosen={filters.dayParts}
          onChange={(dayParts) => change({ dayParts })}
        />
        {functions.length > 0 && (
          <CheckGroup<string>
            legend={filterTexts.functions}
            options={functions.map((name) => [name, name])}
            chosen={filters.functions}
            onChange={(chosen) => change({ functions: chosen })}
          />
        )}
        {canFilterWorkedAt && (
          <Checkbox
            label={filterTexts.alreadyWorkedAt}
            value={filters.alreadyWorkedAt}
            onChange={(alreadyWorkedAt) => change({ alreadyWorkedAt })}
          />
        )}
      </FilterGrid>
      {search !== '' && (
        <div>
          <Button
            variant="secondary"
            isCompact
            onPress={() =>
              change({
                start: undefined,
                end: undefined,
                statuses: [],
                functions: [],
                dayParts: [],
                travelTime: undefined,
                alreadyWorkedAt: false,
              })
            }
          >
            {filterTexts.clear}
          </Button>
        </div>
      )}
    </Card>
  );
}

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

function ShiftList({ kind }: { kind: ShiftKind }) {
  const canFilterWorkedAt = !isAgencyWorker(useCurrentUser());
  const { data: all } = useSuspenseQuery(shiftsQuery);
  const shifts = all.filter((shift) => shift.is_periodical === (kind === 'periodical'));
  const facts = useFilterFacts(shifts, canFilterWorkedAt);
  const { filters } = useFiltersInUrl();
  const functions = [...new Set(shifts.map((shift) => shift.function_name))].sort();
  const shown = filterShifts(shifts, filters, facts);
  let list: ReactNode;
  if (shifts.length === 0) list = <EmptyState>{messages.empty[kind]}</EmptyState>;
  else if (shown.length === 0) list = <EmptyState>{messages.noMatch}</EmptyState>;
  else {
    list = (
      <ShiftRows
        shifts={shown}
        placeOf={(shift) =>
          `${shift.organisation_name}, ${shift.department_name} · ${shift.function_name}`
        }
        aria-label={messages.listLabel(shown.length)}
      />
    );
  }
  return (
    <>
      <Filters functions={functions} canFilterWorkedAt={canFilterWorkedAt} />
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
