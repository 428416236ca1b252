import { createCalendar } from '@internationalized/date';
import { useRef, type ReactElement } from 'react';
import { useDateField, useLocale } from 'react-aria';
import {
  DateFieldContext,
  DateFieldStateContext,
  GroupContext,
  InputContext,
  Provider,
  useContextProps,
} from 'react-aria-components';
import { useDateFieldState, type DateFieldState, type DateSegment } from 'react-stately';
import { DateSegments } from './calendarParts';
import { isImpossibleIsoDate, typedIsoDate } from './isoDate';

/** The date the segments show once day, month and year are all filled in, or `null`. */
function shownDate(
  segments: readonly DateSegment[],
): { year: number; month: number; day: number } | null {
  const valueOf = (type: DateSegment['type']) => {
    const segment = segments.find((candidate) => candidate.type === type);
    return segment && !segment.isPlaceholder ? segment.value : undefined;
  };
  const [year, month, day] = [valueOf('year'), valueOf('month'), valueOf('day')];
  return year == null || month == null || day == null ? null : { year, month, day };
}

/** The shown date as ISO, as typed (`1990-02-31` for 31-02-1990), or `null` while incomplete. */
function typedDate(segments: readonly DateSegment[]): string | null {
  const shown = shownDate(segments);
  return shown && typedIsoDate(shown.year, shown.month, shown.day);
}

export interface TypedDateSegmentsProps {
  /** The picker's slot (`start` or `end` in a period picker). */
  slot?: 'start' | 'end';
  /**
   * When the focus leaves the segments: the date they show as typed, in ISO form whether it exists
   * or not (`1990-02-31`), or `null` while a segment is empty.
   */
  onLeave: (typed: string | null) => void;
  children: (segment: DateSegment) => ReactElement;
}

/**
 * The segments of a date picker that keep a date that does not exist as it was typed. react-aria
 * shows a typed 31-02-1990 and, when the focus leaves, makes it 28-02-1990 without a word (its
 * `confirmPlaceholder`); here that step is left out while the segments show a day their month does
 * not have, and `onLeave` hears of it, so the picker can say 'Deze datum bestaat niet' and the form
 * refuses it. Otherwise this is react-aria-components' own `DateInput` inside a picker: the field's
 * state and behaviour from react-aria, its props from the picker.
 */
export function TypedDateSegments({ slot, onLeave, children }: TypedDateSegmentsProps) {
  const [fieldProps, fieldRef] = useContextProps({ slot }, undefined, DateFieldContext);
  const { locale } = useLocale();
  const state = useDateFieldState({ ...fieldProps, locale, createCalendar });
  const guarded: DateFieldState = {
    ...state,
    confirmPlaceholder() {
      const typed = typedDate(state.segments);
      if (!isImpossibleIsoDate(typed)) state.confirmPlaceholder();
      onLeave(typed);
    },
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useDateField({ ...fieldProps, inputRef }, guarded, fieldRef);
  return (
    <Provider
      values={[
        [DateFieldStateContext, guarded],
        [InputContext, { ...field.inputProps, ref: inputRef }],
        [
          GroupContext,
          {
            ...field.fieldProps,
            ref: fieldRef,
            isInvalid: state.isInvalid,
            isDisabled: state.isDisabled,
          },
        ],
      ]}
    >
      <DateSegments slot={slot}>{children}</DateSegments>
    </Provider>
  );
}
