import { useId, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import styled from 'styled-components';
import { Button, Card, Checkbox, DateRangePicker, Dropdown, narrowScreenQuery } from '@pidz/ui';
import { useMediaQuery } from '../../lib/screen/useMediaQuery';
import { shiftsMessages as messages } from './messages';
import {
  DAY_PARTS,
  FILTER_STATUSES,
  readShiftFilters,
  TRAVEL_TIMES,
  writeShiftFilters,
  type DayPart,
  type FilterStatus,
  type ShiftFilters,
} from './shiftFilters';

const filterTexts = messages.filters;

/* Each column as wide as the period field needs (two dates and the calendar button), so that its
   button stays inside its field whatever the number of columns. */
const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
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
export function useFiltersInUrl() {
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

/** How many filters are set. */
function filterCount(filters: ShiftFilters): number {
  return (
    filters.statuses.length +
    filters.functions.length +
    filters.dayParts.length +
    (filters.start ? 1 : 0) +
    (filters.travelTime ? 1 : 0) +
    (filters.alreadyWorkedAt ? 1 : 0)
  );
}

/**
 * On a phone the filters fold behind a button ('Filters (2)'), closed at first, so that the
 * results show above the fold; on a wider screen they are always open.
 */
export function FoldingFilters(props: {
  functions: readonly string[];
  canFilterWorkedAt: boolean;
}) {
  const isPhone = useMediaQuery(narrowScreenQuery);
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const { filters } = useFiltersInUrl();
  if (!isPhone) return <Filters {...props} />;
  return (
    <>
      <div>
        <Button
          variant="secondary"
          isCompact
          aria-expanded={isOpen}
          aria-controls={panelId}
          onPress={() => setIsOpen(!isOpen)}
        >
          {filterTexts.toggle(filterCount(filters))}
        </Button>
      </div>
      {isOpen && <Filters {...props} id={panelId} />}
    </>
  );
}

function Filters({
  functions,
  canFilterWorkedAt,
  id,
}: {
  functions: readonly string[];
  canFilterWorkedAt: boolean;
  id?: string;
}) {
  const { filters, change, search } = useFiltersInUrl();
  return (
    <Card as="section" id={id} aria-label={filterTexts.title} gap="md" padding="md">
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
