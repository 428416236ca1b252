import { useEffect, useState } from 'react';
import type { DatePicker } from '../DatePicker/DatePicker';
import type { FormItem } from './model';
import { loadDatePicker } from './loadDatePicker';

/** Whether a form's items hold a date field, shown now or later. */
function holdsDate(items: readonly FormItem<never>[]): boolean {
  return items.some((item) => {
    if (item.kind === 'row') return holdsDate(item.items);
    if (item.kind === 'double') return holdsDate(item.fields);
    return item.kind === 'date';
  });
}

/**
 * The date picker a form's date fields render with, once they may (docs/decisions/0039). Its code
 * is loaded when a form first holds a date field, so forms without one stay small: half the CV
 * screens' code. And the fields of a form that holds one render in a task of their own, right
 * after the form has painted without them: react-aria's date fields and option lists take
 * 170-310 ms at 4x CPU, and in the same render they made the tap that opens the form paint twice
 * as late. Until then the fields wait as one (`isWaiting`), so that the form never shows without its
 * dates and then moves when they arrive. A form without a date field renders its fields at once.
 * A date picker that cannot be loaded fails the render, for the screen's error boundary.
 */
export function useDateFieldsAfterPaint(items: readonly FormItem<never>[]): {
  isWaiting: boolean;
  DatePicker: typeof DatePicker | undefined;
} {
  const needsDatePicker = holdsDate(items);
  const [loaded, setLoaded] = useState<{ DatePicker: typeof DatePicker } | { failure: unknown }>();
  const isWaiting = needsDatePicker && loaded === undefined;

  useEffect(() => {
    if (!isWaiting) return;
    let isCurrent = true;
    let frame: number | undefined;
    let task: ReturnType<typeof setTimeout> | undefined;
    loadDatePicker().then(
      ({ DatePicker }) => {
        // The frame's callback runs before its paint; the task it posts, after it.
        frame = requestAnimationFrame(() => {
          task = setTimeout(() => isCurrent && setLoaded({ DatePicker }), 0);
        });
      },
      (failure: unknown) => isCurrent && setLoaded({ failure }),
    );
    return () => {
      isCurrent = false;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [isWaiting]);

  if (loaded && 'failure' in loaded) throw loaded.failure;
  return { isWaiting, DatePicker: loaded?.DatePicker };
}
