import { DateRangePicker as AriaDateRangePicker } from 'react-aria-components';
import styled from 'styled-components';
import {
  CalendarPopover,
  CalendarTrigger,
  DateGroup,
  DateSegments,
  Segment,
  dateFieldRootProps,
  type DateFieldProps,
} from '../DatePicker/calendarParts';
import { FieldHelp, FieldLabel, selectionProps } from '../Field/Field';
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
  const rootProps = dateFieldRootProps(field);
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
        <DateSegments slot="start">{(segment) => <Segment segment={segment} />}</DateSegments>
        <Dash aria-hidden="true">–</Dash>
        <DateSegments slot="end">{(segment) => <Segment segment={segment} />}</DateSegments>
        <CalendarTrigger />
      </DateGroup>
      <FieldHelp description={description} errorMessage={field.errorMessage} />
      <CalendarPopover isRange />
    </StyledDateRangePicker>
  );
}
