import { useMemo, useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import type { DayKey } from '@pidz/ui';
import { useStableHandler } from '../../lib/screen/useStableHandler';
import { dayRange } from './model';

interface SelectionState {
  /** The day a selection grows from (Shift+arrow, Shift+click); null without a selection. */
  anchor: CalendarDate | null;
  days: ReadonlySet<DayKey>;
}

const NONE: SelectionState = { anchor: null, days: new Set() };

/**
 * The month grid's selection of days: the days from an anchor to the last one reached (by Shift and
 * a key, Shift and a click, a drag, or a long press and a drag), or the days a partly failed step
 * keeps selected. Its days are day keys, so it holds across periods (a selection may reach into the
 * next month). Its handlers are stable, for the grid's memoised days.
 */
export function useDaySelection() {
  const [state, setState] = useState<SelectionState>(NONE);
  /** Extends the selection from its anchor, or from `from` when there is none, to `to`. */
  const extend = useStableHandler((from: CalendarDate, to: CalendarDate) =>
    setState((current) => {
      const anchor = current.anchor ?? from;
      return { anchor, days: new Set(dayRange(anchor, to)) };
    }),
  );
  /** Selects the days from `from` to `to` (a drag): a new selection. */
  const select = useStableHandler((from: CalendarDate, to: CalendarDate) =>
    setState({ anchor: from, days: new Set(dayRange(from, to)) }),
  );
  /** Selects these days (those a step could not change), or nothing. */
  const replace = useStableHandler((days: readonly DayKey[]) => {
    const [first] = [...days].sort();
    setState(first ? { anchor: parseDate(first), days: new Set(days) } : NONE);
  });
  const clear = useStableHandler(() => setState(NONE));
  return useMemo(
    () => ({ days: state.days, extend, select, replace, clear }),
    [state.days, extend, select, replace, clear],
  );
}

/** The month's selection and what changes it (useDaySelection). */
export type DaySelection = ReturnType<typeof useDaySelection>;
