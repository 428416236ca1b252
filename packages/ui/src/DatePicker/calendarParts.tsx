import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell as AriaCalendarCell,
  CalendarGrid as AriaCalendarGrid,
  DateInput as AriaDateInput,
  DateSegment as AriaDateSegment,
  Dialog as AriaDialog,
  Group as AriaGroup,
  Heading as AriaHeading,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components';
import styled from 'styled-components';
import { isErrorShown, type FieldProps } from '../Field/Field';
import { inputBoxStyles, inputButtonStyles } from '../Field/inputStyles';
import { FieldPopover } from '../Field/OptionList';
import { parseIsoDate } from './isoDate';
import { focusRing, insetFocusRing } from '../styles/focusRing';
import { disabledStyles } from '../styles/disabled';

/** The calendar pieces shared by DatePicker and DateRangePicker (react-aria Calendar parts). */

/** The props a date and a period picker share. */
export interface DateFieldProps extends FieldProps {
  /** Earliest selectable date, ISO `yyyy-MM-dd`. */
  minValue?: string;
  /** Latest selectable date, ISO `yyyy-MM-dd` (e.g. `todayIsoDate()` for 'not in the future'). */
  maxValue?: string;
}

/**
 * The react-aria DatePicker or DateRangePicker props that follow from the shared props: bounds,
 * required, disabled and invalid state, ARIA validation and dd-mm-jjjj with leading zeros.
 */
export function dateFieldRootProps({
  onBlur,
  minValue,
  maxValue,
  errorMessage,
  isRequired = false,
  isDisabled = false,
}: Omit<DateFieldProps, 'label' | 'description'>) {
  return {
    onBlur: () => onBlur?.(),
    minValue: parseIsoDate(minValue),
    maxValue: parseIsoDate(maxValue),
    isRequired,
    isDisabled,
    isInvalid: isErrorShown(errorMessage, isDisabled),
    validationBehavior: 'aria',
    shouldForceLeadingZeros: true,
  } as const;
}

/** The box holding the date segments and the calendar button. */
export const DateGroup = styled(AriaGroup)`
  ${inputBoxStyles}
  padding-right: 0;
  width: auto;
  max-width: 100%;
`;

/** The editable segments of one date (day, month, year); arrow keys and typing edit them. */
export const DateSegments = styled(AriaDateInput)`
  display: flex;
  align-items: center;
  flex: none;
  padding-right: var(--pidz-space-xs);
`;

/** One segment (day, month, year, hour, minute) or a literal between segments. */
export const Segment = styled(AriaDateSegment)`
  padding: 0 1px;
  border-radius: var(--pidz-radius-sm);
  font-variant-numeric: tabular-nums;
  outline: none;

  &[data-placeholder] {
    color: var(--pidz-color-grey-600);
  }
  &[data-focused] {
    background: var(--pidz-color-blue);
    color: var(--pidz-color-white);
  }
`;

const CalendarButton = styled(AriaButton)`
  ${inputButtonStyles}
  width: 2.5rem;
  margin-left: auto;
  color: var(--pidz-color-blue);
`;

/** The button that opens the calendar popover (react-aria labels it, in Dutch). */
export function CalendarTrigger() {
  return (
    <CalendarButton>
      <CalendarDays aria-hidden="true" size={18} />
    </CalendarButton>
  );
}

/** The dialog inside the popover that holds the calendar. */
const CalendarDialog = styled(AriaDialog)`
  padding: var(--pidz-space-sm);
  outline: none;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-xs);
  margin-bottom: var(--pidz-space-sm);
`;

const Title = styled(AriaHeading)`
  flex: 1;
  margin: 0;
  font-size: 1rem;
  text-align: center;
  text-transform: capitalize;
`;

const NavButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: var(--pidz-radius-round);
  background: transparent;
  color: var(--pidz-color-blue);
  cursor: pointer;

  &[data-hovered] {
    background: var(--pidz-color-blue-light);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    ${disabledStyles}
  }
`;

/** Previous month, month title, next month (react-aria names the buttons in Dutch). */
function CalendarHeader() {
  return (
    <Header>
      <NavButton slot="previous">
        <ChevronLeft aria-hidden="true" size={18} />
      </NavButton>
      <Title />
      <NavButton slot="next">
        <ChevronRight aria-hidden="true" size={18} />
      </NavButton>
    </Header>
  );
}

const Grid = styled(AriaCalendarGrid)`
  border-collapse: collapse;

  th {
    padding-bottom: var(--pidz-space-xs);
    font-size: 0.75rem;
    font-weight: 600;
    color: var(--pidz-color-grey-600);
  }
  td {
    padding: 1px 0;
  }
`;

const Cell = styled(AriaCalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: var(--pidz-radius-round);
  cursor: pointer;
  outline: none;
  font-variant-numeric: tabular-nums;

  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: var(--pidz-color-blue-light);
  }
  /* Today, as the agenda marks it: a ring and bold (the selection's fill wins). */
  &[data-today] {
    box-shadow: inset 0 0 0 2px var(--pidz-color-blue);
    font-weight: 700;
  }
  &[data-selected] {
    background: var(--pidz-color-blue);
    color: var(--pidz-color-white);
  }
  [data-range] &[data-selected]:not([data-selection-start]):not([data-selection-end]) {
    border-radius: 0;
    background: var(--pidz-color-blue-light);
    color: var(--pidz-color-black);
  }
  &[data-focus-visible] {
    ${insetFocusRing}
  }
  &[data-disabled],
  &[data-unavailable] {
    ${disabledStyles}
    text-decoration: line-through;
  }
`;

/**
 * The month grid; days outside the month are hidden, disabled days struck through, today ringed.
 * The weekdays read 'ma di wo' as in the agenda, not the narrow 'M D W'.
 */
function CalendarMonthGrid() {
  return <Grid weekdayStyle="short">{(date) => <Cell date={date} />}</Grid>;
}

/** The calendar popover of a date picker (react-aria Calendar) or, with `isRange`, of a period picker (RangeCalendar). */
export function CalendarPopover({ isRange = false }: { isRange?: boolean }) {
  const month = (
    <>
      <CalendarHeader />
      <CalendarMonthGrid />
    </>
  );
  return (
    <FieldPopover>
      <CalendarDialog>
        {isRange ? (
          <AriaRangeCalendar data-range>{month}</AriaRangeCalendar>
        ) : (
          <AriaCalendar>{month}</AriaCalendar>
        )}
      </CalendarDialog>
    </FieldPopover>
  );
}
