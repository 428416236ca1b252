import { useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { DatePicker as AriaDatePicker } from 'react-aria-components';
import styled from 'styled-components';
import { FieldHelp, FieldLabel } from '../Field/Field';
import { fieldStackStyles } from '../Field/inputStyles';
import {
  CalendarPopover,
  CalendarTrigger,
  DateGroup,
  Segment,
  dateFieldRootProps,
  type DateFieldProps,
} from './calendarParts';
import { IMPOSSIBLE_DATE_MESSAGE, isImpossibleIsoDate, parseIsoDate, toIsoDate } from './isoDate';
import { TypedDateSegments } from './TypedDateSegments';

export interface DatePickerProps extends DateFieldProps {
  /** The date as ISO `yyyy-MM-dd` (controlled); `null` or `''` for none. */
  value?: string | null;
  /** The initial date as ISO `yyyy-MM-dd` (uncontrolled). Default `null`. */
  defaultValue?: string | null;
  /**
   * Called with the new date as ISO `yyyy-MM-dd` once complete, `null` when cleared, or a date
   * that does not exist as typed (`1990-02-31`) when the focus leaves it.
   */
  onChange?: (value: string | null) => void;
  /** Name under which the ISO date is submitted in a native form. */
  name?: string;
  /**
   * The message when the typed date does not exist (31-02-2025): the field keeps it as typed and
   * says so, rather than react-aria's silent change to the month's last day. Default 'Deze datum
   * bestaat niet'.
   */
  impossibleDateMessage?: string;
}

const StyledDatePicker = styled(AriaDatePicker)`
  ${fieldStackStyles}
` as typeof AriaDatePicker;

/**
 * The date react-aria is given for a controlled ISO value. A date that does not exist (the field
 * passed on what was typed) keeps the last date that did: react-aria would otherwise take the
 * change as a new value and replace what the segments show.
 */
function useShownValue(value: string | null | undefined): CalendarDate | null {
  const [kept, setKept] = useState(() => ({ value, date: parseIsoDate(value) }));
  if (value !== kept.value && !isImpossibleIsoDate(value)) {
    const next = { value, date: parseIsoDate(value) };
    setKept(next);
    return next.date;
  }
  return kept.date;
}

/**
 * A date field with a calendar popover (react-aria DatePicker), in nl-NL (dd-mm-jjjj, weeks from
 * Monday). Type the date in the segments or pick it in the calendar; both work by keyboard.
 *
 * A typed date that does not exist (31-02-1990) stays as typed and says 'Deze datum bestaat niet'
 * when the focus leaves; `onChange` gets it in ISO form (`1990-02-31`), which the form refuses
 * (decision 0018), instead of react-aria's silent change to the month's last day.
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
  impossibleDateMessage = IMPOSSIBLE_DATE_MESSAGE,
  ...field
}: DatePickerProps) {
  const [typedImpossible, setTypedImpossible] = useState<string | null>(null);
  const shownValue = useShownValue(value);
  const isImpossible = typedImpossible !== null || isImpossibleIsoDate(value);
  const errorMessage = isImpossible ? impossibleDateMessage : field.errorMessage;
  const rootProps = dateFieldRootProps({ ...field, errorMessage });
  const selection =
    value === undefined ? { defaultValue: parseIsoDate(defaultValue) } : { value: shownValue };

  const leave = (typed: string | null) => {
    if (isImpossibleIsoDate(typed)) {
      setTypedImpossible(typed);
      if (typed !== value) onChange?.(typed);
    } else if (typedImpossible !== null) {
      // Made right again, maybe into the date react-aria still holds (so it reports no change).
      setTypedImpossible(null);
      onChange?.(typed);
    }
  };

  return (
    <StyledDatePicker
      {...selection}
      onChange={(date) => {
        setTypedImpossible(null);
        onChange?.(toIsoDate(date));
      }}
      {...rootProps}
      name={name}
    >
      <FieldLabel isRequired={rootProps.isRequired}>{label}</FieldLabel>
      <DateGroup>
        <TypedDateSegments onLeave={leave}>
          {(segment) => <Segment segment={segment} />}
        </TypedDateSegments>
        <CalendarTrigger />
      </DateGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover />
    </StyledDatePicker>
  );
}
