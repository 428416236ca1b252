import { parseDate } from '@internationalized/date';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gridWeeks, visibleDays } from '../model';
import { MonthGrid } from './MonthGrid';
import type * as daySelection from '../selection/useDaySelection';
import { useDaySelection, type DaySelection } from '../selection/useDaySelection';

/** The days rendered since the test last looked: each day reads its own key of the selection. */
const rendered: string[] = [];
vi.mock('../selection/useDaySelection', async (importOriginal) => {
  const actual = await importOriginal<typeof daySelection>();
  return {
    ...actual,
    useIsDaySelected: (selection: DaySelection, key: string) => {
      rendered.push(key);
      return actual.useIsDaySelected(selection, key);
    },
  };
});

const weeks = gridWeeks(
  visibleDays({ view: 'month', year: 2026, month: 11 }, parseDate('2026-11-25')),
);
const noop = () => undefined;

function Month() {
  const selection = useDaySelection();
  return (
    <MonthGrid
      weeks={weeks}
      byDay={new Map()}
      focusedDay={parseDate('2026-11-02')}
      isLoading={false}
      label="Agenda november 2026"
      onFocusDay={noop}
      onOpenDay={noop}
      onOpenItem={noop}
      selection={selection}
    />
  );
}

/** A key pressed on the day that has the focus; the days that rendered for it, sorted. */
function press(key: string, shiftKey = true): string[] {
  rendered.length = 0;
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey });
  });
  return [...rendered].sort();
}

const day = (key: string) => screen.getByRole('gridcell', { name: new RegExp(`^\\w+ ${key}`) });
const selectedDays = () =>
  screen
    .getAllByRole('gridcell', { selected: true })
    .map((cell) => cell.dataset.key)
    .sort();

describe('a step of the month’s selection renders the days it changes, no others', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: noop,
      removeEventListener: noop,
    }));
    render(<Month />);
    act(() => day('2 november').focus());
    // The first step: 2 and 3 November selected, the focus on the 3rd.
    press('ArrowRight');
    expect(selectedDays()).toEqual(['2026-11-02', '2026-11-03']);
  });

  it('extending by a day renders that day and the one the focus left', () => {
    expect(press('ArrowRight')).toEqual(['2026-11-03', '2026-11-04']);
    expect(selectedDays()).toEqual(['2026-11-02', '2026-11-03', '2026-11-04']);
    expect(document.activeElement).toBe(day('4 november'));
  });

  it('extending by a week renders the week’s days that came in, and the one the focus left', () => {
    expect(press('ArrowDown')).toEqual([
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
      '2026-11-09',
      '2026-11-10',
    ]);
  });

  it('shrinking by a day renders the day that left and the one the focus moved to', () => {
    press('ArrowRight');
    expect(press('ArrowLeft')).toEqual(['2026-11-03', '2026-11-04']);
    expect(selectedDays()).toEqual(['2026-11-02', '2026-11-03']);
  });

  it('clearing renders the days that were selected only', () => {
    expect(press('Escape', false)).toEqual(['2026-11-02', '2026-11-03']);
    expect(screen.queryAllByRole('gridcell', { selected: true })).toEqual([]);
  });
});
