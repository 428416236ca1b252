import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { parseDate } from '@internationalized/date';
import {
  CalendarItemType,
  RpcError,
  type CalendarItem,
  type CalendarItemInput,
} from '@pidz/contracts';
import { atWallClock, toIsoDateTime, type DayKey } from '@pidz/ui';
import { errorMessage, errorToast } from '../../../lib/platform/errors';
import { showToast } from '../../../lib/platform/toasts';
import {
  cachedItemsBetween,
  cachedRanges,
  useAddUnavailableBatch,
  useRemoveUnavailableBatch,
} from '../api';
import { calendarMessages } from '../messages';
import { focusCalendarResult } from '../returnFocus';
import {
  dayHolding,
  itemsByDay,
  itemsToFree,
  planMarking,
  restoreItemParams,
  runParams,
  type DaySegment,
  type MarkTimes,
  type SkipReason,
} from '../model';
import type { DaySelection } from './useDaySelection';

const messages = calendarMessages.selection;

/** The items of the selected days, per day, from every loaded range (a selection may span months). */
function selectedDayItems(
  queryClient: QueryClient,
  days: ReadonlySet<DayKey>,
): Map<DayKey, DaySegment[]> {
  const sorted = [...days].sort();
  const [firstKey, lastKey] = [sorted[0], sorted.at(-1)];
  if (!firstKey || !lastKey) return new Map();
  const first = parseDate(firstKey);
  const last = parseDate(lastKey);
  const range = {
    start: toIsoDateTime(atWallClock(first)),
    end: toIsoDateTime(atWallClock(last.add({ days: 1 }))),
  };
  return itemsByDay(cachedItemsBetween(queryClient, range), { first, last });
}

/** The days that hold an unavailable item, per loaded range's items (found once per array). */
const unavailableDaysOfRange = new WeakMap<readonly CalendarItem[], ReadonlySet<DayKey>>();

/**
 * Whether a selected day holds an unavailable item in any loaded range (for 'Beschikbaar maken').
 * Asked at each change of the selection: the days each range's unavailable items cover are found
 * once per version of that range, so a step only looks up the selected days.
 */
export function holdsUnavailable(queryClient: QueryClient, days: ReadonlySet<DayKey>): boolean {
  const covered = cachedRanges(queryClient).map((items) => {
    let found = unavailableDaysOfRange.get(items);
    if (!found) {
      found = new Set(
        itemsByDay(items.filter((item) => item.type === CalendarItemType.UNAVAILABLE)).keys(),
      );
      unavailableDaysOfRange.set(items, found);
    }
    return found;
  });
  for (const day of days) if (covered.some((rangeDays) => rangeDays.has(day))) return true;
  return false;
}

/** Why a call failed, in the user's words (the catalogue's text of its code). */
function reasonOf(error: unknown): string {
  return errorMessage(error instanceof RpcError ? error.code : undefined);
}

/** A failed call and the selected days it was about. */
interface Failure {
  days: readonly DayKey[];
  error: unknown;
}

/** '2 dagen niet gelukt: Er bestaat al een agenda-item op dit tijdstip', one per reason. */
function failureTexts(failures: readonly Failure[]): string[] {
  const daysByReason = new Map<string, Set<DayKey>>();
  for (const { days, error } of failures) {
    const reason = reasonOf(error);
    const set = daysByReason.get(reason) ?? new Set();
    days.forEach((day) => set.add(day));
    daysByReason.set(reason, set);
  }
  return [...daysByReason].map(([reason, days]) => messages.failed(days.size, reason));
}

/** '2 dagen overgeslagen: je hebt daar een dienst', one per reason, shifts first. */
function skippedTexts(skipped: readonly { reason: SkipReason }[]): string[] {
  return (['shift', 'request', 'unavailable'] as const).flatMap((reason) => {
    const count = skipped.filter((day) => day.reason === reason).length;
    return count > 0 ? [messages.skipped(count, reason)] : [];
  });
}

/**
 * What the selection bar does with the selected days, each as one step of one JSON-RPC batch:
 * 'Niet beschikbaar' (a call per run of free days; days with a shift, a request or already an
 * unavailable item are skipped) and 'Beschikbaar maken' (a call per unavailable item on a selected
 * day). One toast sums the step up, with 'Ongedaan maken' for what it did; what failed stays
 * selected, and the toast says why (docs/decisions/0022).
 */
export function useSelectionActions(selection: DaySelection) {
  const queryClient = useQueryClient();
  const add = useAddUnavailableBatch();
  const remove = useRemoveUnavailableBatch();

  /** 'Ongedaan maken' of a step; the focus goes to the first day it changed back. */
  const undoWith =
    (undo: () => Promise<PromiseSettledResult<unknown>[]>, firstDay: DayKey) => async () => {
      const settled = await undo();
      const failed = settled.find((result) => result.status === 'rejected');
      if (!failed) focusCalendarResult({ day: parseDate(firstDay) });
      showToast(
        failed
          ? errorToast(failed.reason instanceof RpcError ? failed.reason.code : undefined)
          : { type: 'success', title: messages.undone, message: messages.undoneText },
      );
    };

  /** Sums a step up in one toast, and keeps the days that failed selected. */
  const report = (parts: {
    done: string;
    skipped: string[];
    failures: Failure[];
    /** The first day the step changed: the focus goes there once the bar has gone. */
    firstDay?: DayKey;
    undo?: () => void;
  }) => {
    const failed = parts.failures.flatMap((failure) => failure.days);
    selection.replace(failed);
    // What failed stays selected, with the bar and its button (which keeps the focus).
    if (failed.length === 0) {
      // Done: the 'Dagen selecteren' mode ends with it, and its bar goes.
      selection.setPicking(false);
      if (parts.firstDay) focusCalendarResult({ day: parseDate(parts.firstDay) });
    }
    const texts = [parts.done, ...parts.skipped, ...failureTexts(parts.failures)];
    showToast({
      type: failed.length > 0 ? 'warning' : 'success',
      title: failed.length > 0 ? messages.partlyTitle : messages.doneTitle,
      message: `${texts.join(', ')}.${failed.length > 0 ? ` ${messages.retry}` : ''}`,
      ...(parts.undo ? { action: { label: messages.undo, onAction: parts.undo } } : {}),
    });
  };

  const markUnavailable = async (times: MarkTimes) => {
    const days = selection.days();
    const byDay = selectedDayItems(queryClient, days);
    const plan = planMarking(days, (day) => dayHolding(byDay.get(day)));
    const settled =
      plan.runs.length > 0
        ? await add.mutateAsync(plan.runs.map((run) => runParams(run, times)))
        : [];
    const added: CalendarItem[] = [];
    const failures: Failure[] = [];
    plan.runs.forEach((run, index) => {
      const result = settled[index];
      if (result?.status === 'fulfilled') added.push(...result.value);
      else failures.push({ days: run.days, error: result?.reason });
    });
    const doneDays = plan.runs.filter((_run, index) => settled[index]?.status === 'fulfilled');
    const firstDay = doneDays[0]?.days[0] ?? [...days].sort()[0];
    report({
      done: messages.marked(doneDays.reduce((sum, run) => sum + run.days.length, 0)),
      skipped: skippedTexts(plan.skipped),
      failures,
      firstDay,
      undo:
        added.length > 0 && firstDay
          ? undoWith(() => remove.mutateAsync(added), firstDay)
          : undefined,
    });
  };

  const makeAvailable = async () => {
    const days = selection.days();
    const byDay = selectedDayItems(queryClient, days);
    const items = itemsToFree(days, byDay);
    const settled = items.length > 0 ? await remove.mutateAsync(items) : [];
    const daysOf = (item: CalendarItem) =>
      [...days].filter((day) => byDay.get(day)?.some((s) => s.item.id === item.id));
    const removed = items.filter((_item, index) => settled[index]?.status === 'fulfilled');
    const failures = items.flatMap((item, index) => {
      const result = settled[index];
      return result?.status === 'rejected' ? [{ days: daysOf(item), error: result.reason }] : [];
    });
    const freedDays = new Set(removed.flatMap(daysOf));
    failures.forEach((failure) => failure.days.forEach((day) => freedDays.delete(day)));
    const restore: CalendarItemInput[] = removed.map(restoreItemParams);
    const firstDay = [...freedDays].sort()[0] ?? [...days].sort()[0];
    report({
      done: messages.freed(freedDays.size),
      skipped: [],
      failures,
      firstDay,
      undo:
        restore.length > 0 && firstDay
          ? undoWith(() => add.mutateAsync(restore), firstDay)
          : undefined,
    });
  };

  return {
    markUnavailable,
    makeAvailable,
    isPending: add.isPending || remove.isPending,
  };
}
