import {
  DateRangePicker as AriaDateRangePicker,
  I18nProvider,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components';
import styled from 'styled-components';
import {
  CalendarDialog,
  CalendarHeader,
  CalendarMonthGrid,
  CalendarTrigger,
  DateGroup,
  DateSegments,
  Segment,
} from '../DatePicker/calendarParts';
import { parseIsoDate } from '../DatePicker/isoDate';
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
import { parseIsoDateRange, toIsoDateRange, type IsoDateRange } from './isoDateRange';

export interface DateRangePickerProps extends FieldProps {
  /** The period (controlled); `null` for none. */
  value?: IsoDateRange | null;
  /** The initial period (uncontrolled). Default `null`. */
  defaultValue?: IsoDateRange | null;
  /** Called with the new period once both dates are complete, or `null` when cleared. */
  onChange?: (value: IsoDateRange | null) => void;
  /** Earliest selectable date, ISO `yyyy-MM-dd`. */
  minValue?: string;
  /** Latest selectable date, ISO `yyyy-MM-dd`. */
  maxValue?: string;
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
 */
export function DateRangePicker({
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
  startName,
  endName,
}: DateRangePickerProps) {
  const selection = selectionProps(value, defaultValue, parseIsoDateRange);

  return (
    <I18nProvider locale={PORTAL_LOCALE}>
      <StyledDateRangePicker
        {...selection}
        onChange={(range) => onChange?.(toIsoDateRange(range))}
        onBlur={() => onBlur?.()}
        minValue={parseIsoDate(minValue)}
        maxValue={parseIsoDate(maxValue)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={isErrorShown(errorMessage, isDisabled)}
        validationBehavior="aria"
        shouldForceLeadingZeros
        startName={startName}
        endName={endName}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <DateGroup>
          <DateSegments slot="start">{(segment) => <Segment segment={segment} />}</DateSegments>
          <Dash aria-hidden="true">–</Dash>
          <DateSegments slot="end">{(segment) => <Segment segment={segment} />}</DateSegments>
          <CalendarTrigger />
        </DateGroup>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <FieldPopover>
          <CalendarDialog>
            <AriaRangeCalendar data-range>
              <CalendarHeader />
              <CalendarMonthGrid />
            </AriaRangeCalendar>
          </CalendarDialog>
        </FieldPopover>
      </StyledDateRangePicker>
    </I18nProvider>
  );
}
