import {
  Calendar as AriaCalendar,
  DatePicker as AriaDatePicker,
  I18nProvider,
} from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldHelp,
  FieldLabel,
  FieldPopover,
  fieldStackStyles,
  isErrorShown,
  selectionProps,
  type FieldProps,
} from '../Field/Field';
import { PORTAL_LOCALE } from '../Field/locale';
import {
  CalendarDialog,
  CalendarHeader,
  CalendarMonthGrid,
  CalendarTrigger,
  DateGroup,
  DateSegments,
  Segment,
} from './calendarParts';
import { parseIsoDate, toIsoDate } from './isoDate';

export interface DatePickerProps extends FieldProps {
  /** The date as ISO `yyyy-MM-dd` (controlled); `null` or `''` for none. */
  value?: string | null;
  /** The initial date as ISO `yyyy-MM-dd` (uncontrolled). Default `null`. */
  defaultValue?: string | null;
  /** Called with the new date as ISO `yyyy-MM-dd` once complete, or `null` when cleared. */
  onChange?: (value: string | null) => void;
  /** Earliest selectable date, ISO `yyyy-MM-dd`. */
  minValue?: string;
  /** Latest selectable date, ISO `yyyy-MM-dd` (e.g. `todayIsoDate()` for 'not in the future'). */
  maxValue?: string;
  /** Name under which the ISO date is submitted in a native form. */
  name?: string;
}

const StyledDatePicker = styled(AriaDatePicker)`
  ${fieldStackStyles}
` as typeof AriaDatePicker;

/**
 * A date field with a calendar popover (react-aria DatePicker), in nl-NL (dd-mm-jjjj, weeks from
 * Monday). Type the date in the segments or pick it in the calendar; both work by keyboard.
 */
export function DatePicker({
  label,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  minValue,
  maxValue,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
}: DatePickerProps) {
  const selection = selectionProps(value, defaultValue, parseIsoDate);

  return (
    <I18nProvider locale={PORTAL_LOCALE}>
      <StyledDatePicker
        {...selection}
        onChange={(date) => onChange?.(toIsoDate(date))}
        onBlur={() => onBlur?.()}
        minValue={parseIsoDate(minValue)}
        maxValue={parseIsoDate(maxValue)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={isErrorShown(errorMessage, isDisabled)}
        validationBehavior="aria"
        shouldForceLeadingZeros
        name={name}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <DateGroup>
          <DateSegments>{(segment) => <Segment segment={segment} />}</DateSegments>
          <CalendarTrigger />
        </DateGroup>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <FieldPopover>
          <CalendarDialog>
            <AriaCalendar>
              <CalendarHeader />
              <CalendarMonthGrid />
            </AriaCalendar>
          </CalendarDialog>
        </FieldPopover>
      </StyledDatePicker>
    </I18nProvider>
  );
}
