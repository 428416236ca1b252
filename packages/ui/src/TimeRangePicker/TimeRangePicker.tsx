import { useId, useState, type FocusEvent } from 'react';
import { TimeField as AriaTimeField } from 'react-aria-components';
import styled from 'styled-components';
import { DateSegments, Segment } from '../DatePicker/calendarParts';
import { RequiredMarker, useHelpTexts, type FieldProps } from '../Field/Field';
import { fieldStackStyles, inputBoxStyles } from '../Field/inputStyles';
import { parseHHmm, toHHmm, type TimeRange } from './hhmm';

/** Spec label of the time-range picker. */
export const TIME_RANGE_LABEL = 'Tijd';
/** Accessible names of the two times. */
export const TIME_RANGE_FROM_LABEL = 'Van';
export const TIME_RANGE_TO_LABEL = 'Tot';

const EMPTY_RANGE: TimeRange = { from: null, to: null };

export interface TimeRangePickerProps extends Omit<FieldProps, 'label'> {
  /** Label of the pair. Default `'Tijd'`. */
  label?: string;
  /** The times (controlled), `HH:mm`. */
  value?: TimeRange;
  /** The initial times (uncontrolled), `HH:mm`. Default both `null`. */
  defaultValue?: TimeRange;
  /** Called with both times whenever one of them is completed or cleared. */
  onChange?: (value: TimeRange) => void;
  /** Names under which the times are submitted in a native form. */
  fromName?: string;
  /** See `fromName`. */
  toName?: string;
}

const Stack = styled.div`
  ${fieldStackStyles}
`;

const GroupLabel = styled.span`
  font-weight: 600;
`;

const Times = styled.div`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-sm);
`;

const TimeBox = styled(AriaTimeField)`
  ${inputBoxStyles}
  width: auto;
`;

/**
 * A time field's accessible name: 'Van (tijd)', its own beside the dates' 'Van' of the same form.
 */
const fieldName = (part: string, label: string) => `${part} (${label.toLowerCase()})`;

/**
 * Two 24-hour time fields, from and to (react-aria TimeField, nl-NL), under one label ('Tijd').
 * Values travel as `HH:mm` strings. `onBlur` fires when focus leaves the picker, not when it moves
 * from one time to the other; `isRequired`, `isDisabled` and `errorMessage` apply to both times.
 *
 * Expects the app root's `<I18nProvider locale={APP_LOCALE}>` (nl-NL) for the segments' locale.
 */
export function TimeRangePicker({
  label = TIME_RANGE_LABEL,
  value,
  defaultValue = EMPTY_RANGE,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  fromName,
  toName,
}: TimeRangePickerProps) {
  const [ownRange, setOwnRange] = useState(defaultValue);
  const range = value ?? ownRange;
  const labelId = useId();
  const {
    helpTexts,
    describedBy,
    isErrorVisible: isInvalid,
  } = useHelpTexts({ description, errorMessage, isDisabled });

  const change = (part: keyof TimeRange, time: string | null) => {
    const next = { ...range, [part]: time };
    if (value === undefined) setOwnRange(next);
    onChange?.(next);
  };

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  const timeField = (part: keyof TimeRange, accessibleName: string, name: string | undefined) => (
    <TimeBox
      aria-label={accessibleName}
      aria-describedby={describedBy}
      value={parseHHmm(range[part])}
      onChange={(time) => change(part, toHHmm(time))}
      hourCycle={24}
      shouldForceLeadingZeros
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isInvalid}
      validationBehavior="aria"
      name={name}
    >
      <DateSegments>{(segment) => <Segment segment={segment} />}</DateSegments>
    </TimeBox>
  );

  return (
    <Stack role="group" aria-labelledby={labelId} onBlur={leave}>
      <GroupLabel id={labelId}>
        {label}
        {isRequired && <RequiredMarker />}
      </GroupLabel>
      <Times>
        {timeField('from', fieldName(TIME_RANGE_FROM_LABEL, label), fromName)}
        <span aria-hidden="true">–</span>
        {timeField('to', fieldName(TIME_RANGE_TO_LABEL, label), toName)}
      </Times>
      {helpTexts}
    </Stack>
  );
}
