import { DatePicker as AriaDatePicker } from 'react-aria-components';
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
}

const StyledDatePicker = styled(AriaDatePicker)`
  ${fieldStackStyles}
` as typeof AriaDatePicker;

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
  ...field
}: DatePickerProps) {
  const rootProps = dateFieldRootProps(field);
  const selection = selectionProps(value, defaultValue, parseIsoDate);

  return (
    <StyledDatePicker
      {...selection}
      onChange={(date) => onChange?.(toIsoDate(date))}
      {...rootProps}
      name={name}
    >
      <FieldLabel isRequired={rootProps.isRequired}>{label}</FieldLabel>
      <DateGroup>
        <DateSegments>{(segment) => <Segment segment={segment} />}</DateSegments>
        <CalendarTrigger />
      </DateGroup>
      <FieldHelp description={description} errorMessage={field.errorMessage} />
      <CalendarPopover />
    </StyledDatePicker>
  );
}
