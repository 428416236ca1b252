import { useState } from 'react';
import { DateRangePicker as AriaDateRangePicker } from 'react-aria-components';
import styled from 'styled-components';
import {
  CalendarPopover,
  CalendarTrigger,
  DateGroup,
  Segment,
  dateFieldRootProps,
  type DateFieldProps,
} from '../DatePicker/calendarParts';
import { FieldHelp, FieldLabel, selectionProps } from '../Field/Field';
import { IMPOSSIBLE_DATE_MESSAGE, isImpossibleIsoDate } from '../DatePicker/isoDate';
import { TypedDateSegments } from '../DatePicker/TypedDateSegments';
import { fieldStackStyles } from '../Field/inputStyles';
import { parseIsoDateRange, toIsoDateRange, type IsoDateRange } from './isoDateRange';

export interface DateRangePickerProps extends DateFieldProps {
  /** The period (controlled); `null` for none. */
  value?: IsoDateRange | null;
  /** The initial period (uncontrolled). Default `null`. */
  defaultValue?: IsoDateRange | null;
  /** Called with the new period once both dates are complete, or `null` when cleared. */
  onChange?: (value: IsoDateRange | null) => void;
  /** Names under which the start and end dates are submitted in a native form. */
  startName?: string;
  /** See `startName`. */
  endName?: string;
}

const StyledDateRangePicker = styled(AriaDateRangePicker)`
  ${fieldStackStyles}
` as typeof AriaDateRangePicker;

const Dash = styled.span`
  padding: 0 var(--pidz-space-xs);
`;

/**
 * A period field with a range calendar (react-aria DateRangePicker), in nl-NL. Type both dates in
 * the segments, or pick the first and last day in the calendar; both work by keyboard.
 *
 * Expects the app root's `<I18nProvider locale={APP_LOCALE}>` (nl-NL): the segment order, the
 * calendar's month names and first weekday come from it.
 */
export function DateRangePicker({
  label,
  value,
  defaultValue = null,
  onChange,
  description,
  startName,
  endName,
  ...field
}: DateRangePickerProps) {
  // A typed date that does not exist stays as typed and says so (as the DatePicker); the period
  // keeps its last complete value.
  const [impossible, setImpossible] = useState({ start: false, end: false });
  const leave = (slot: 'start' | 'end') => (typed: string | null) =>
    setImpossible((current) => ({ ...current, [slot]: isImpossibleIsoDate(typed) }));
  const errorMessage =
    impossible.start || impossible.end ? IMPOSSIBLE_DATE_MESSAGE : field.errorMessage;
  const rootProps = dateFieldRootProps({ ...field, errorMessage });
  const selection = selectionProps(value, defaultValue, parseIsoDateRange);

  return (
    <StyledDateRangePicker
      {...selection}
      onChange={(range) => onChange?.(toIsoDateRange(range))}
      {...rootProps}
      startName={startName}
      endName={endName}
    >
      <FieldLabel isRequired={rootProps.isRequired}>{label}</FieldLabel>
      <DateGroup>
        <TypedDateSegments slot="start" onLeave={leave('start')}>
          {(segment) => <Segment segment={segment} />}
        </TypedDateSegments>
        <Dash aria-hidden="true">–</Dash>
        <TypedDateSegments slot="end" onLeave={leave('end')}>
          {(segment) => <Segment segment={segment} />}
        </TypedDateSegments>
        <CalendarTrigger />
      </DateGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover isRange />
    </StyledDateRangePicker>
  );
}
