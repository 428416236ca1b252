import { useCallback, useContext, useEffect, useRef, useState, type ComponentProps } from 'react';
import { CalendarDate } from '@internationalized/date';
import { DatePicker as AriaDatePicker, DateFieldStateContext } from 'react-aria-components';
import styled from 'styled-components';
import { FieldHelp, FieldLabel, selectionProps } from '../Field/Field';
import { fieldStackStyles } from '../Field/inputStyles';
import {
  CalendarPopover,
  CalendarTrigger,
  DateGroup,
  DateSegments,
  Segment,
  dateFieldRootProps,
  type DateFieldProps,
} from './calendarParts';
import { parseIsoDate, toIsoDate } from './isoDate';

export interface DatePickerProps extends DateFieldProps {
  /** The date as ISO `yyyy-MM-dd` (controlled); `null` or `''` for none. */
  value?: string | null;
  /** The initial date as ISO `yyyy-MM-dd` (uncontrolled). Default `null`. */
  defaultValue?: string | null;
  /** Called with the new date as ISO `yyyy-MM-dd` once complete, or `null` when cleared. */
  onChange?: (value: string | null) => void;
  /** Name under which the ISO date is submitted in a native form. */
  name?: string;
  /**
   * The message when the typed date does not exist (31-02-2025): the field is emptied and says so,
   * rather than react-aria's silent change to the month's last day. Default 'Deze datum bestaat
   * niet'.
   */
  impossibleDateMessage?: string;
}

const StyledDatePicker = styled(AriaDatePicker)`
  ${fieldStackStyles}
` as typeof AriaDatePicker;

/** Holds the field without a box of its own: it only hears focus leaving (see below). */
const FocusWatch = styled.div`
  display: contents;
`;

/** One segment of the field as react-aria gives it (its type, value, whether a placeholder). */
type DateSegment = ComponentProps<typeof Segment>['segment'];

/** Whether the segments show a day their month does not have (31 in February). */
function showsImpossibleDay(segments: readonly DateSegment[]): boolean {
  const valueOf = (type: DateSegment['type']) => {
    const segment = segments.find((candidate) => candidate.type === type);
    return segment && !segment.isPlaceholder ? segment.value : null;
  };
  const [day, month, year] = [valueOf('day'), valueOf('month'), valueOf('year')];
  if (day == null || month == null || year == null) return false;
  const first = new CalendarDate(year, month, 1);
  return day > first.calendar.getDaysInMonth(first);
}

/** A segment that reports whether it shows an impossible day, after it renders. */
function WatchedSegment({
  segment,
  onImpossible,
}: {
  segment: DateSegment;
  onImpossible: (isImpossible: boolean) => void;
}) {
  const state = useContext(DateFieldStateContext);
  const isImpossible = segment.type === 'day' && showsImpossibleDay(state?.segments ?? []);
  useEffect(() => {
    if (segment.type === 'day') onImpossible(isImpossible);
  }, [segment.type, isImpossible, onImpossible]);
  return <Segment segment={segment} />;
}

/**
 * A date field with a calendar popover (react-aria DatePicker), in nl-NL (dd-mm-jjjj, weeks from
 * Monday). Type the date in the segments or pick it in the calendar; both work by keyboard.
 *
 * Expects the app root's `<I18nProvider locale={APP_LOCALE}>` (nl-NL): the segment order, the
 * calendar's month names and first weekday come from it.
 */
export function DatePicker({
  label,
  value,
  defaultValue = null,
  onChange,
  description,
  name,
  impossibleDateMessage = 'Deze datum bestaat niet',
  ...field
}: DatePickerProps) {
  // react-aria shows a typed 31-02 as it is and, when focus leaves, makes it 28-02 without a
  // word. The day segment reports an impossible day; a change made while focus leaves with one
  // shown is that silent change: the field is emptied instead and says why.
  const [isImpossible, setImpossible] = useState(false);
  const showsImpossibleDay = useRef(false);
  const isLeaving = useRef(false);
  const reportImpossible = useCallback((shown: boolean) => {
    showsImpossibleDay.current = shown;
  }, []);
  const errorMessage = isImpossible ? impossibleDateMessage : field.errorMessage;
  const rootProps = dateFieldRootProps({ ...field, errorMessage });
  const selection = selectionProps(value, defaultValue, parseIsoDate);

  return (
    <FocusWatch
      onBlurCapture={() => {
        isLeaving.current = true;
        queueMicrotask(() => {
          isLeaving.current = false;
        });
      }}
    >
      <StyledDatePicker
        {...selection}
        onChange={(date) => {
          const isConstrained = isLeaving.current && showsImpossibleDay.current;
          setImpossible(isConstrained);
          onChange?.(isConstrained ? null : toIsoDate(date));
        }}
        {...rootProps}
        name={name}
      >
        <FieldLabel isRequired={rootProps.isRequired}>{label}</FieldLabel>
        <DateGroup>
          <DateSegments>
            {(segment) => <WatchedSegment segment={segment} onImpossible={reportImpossible} />}
          </DateSegments>
          <CalendarTrigger />
        </DateGroup>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <CalendarPopover />
      </StyledDatePicker>
    </FocusWatch>
  );
}
