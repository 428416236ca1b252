import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { I18nProvider, TimeField as AriaTimeField } from 'react-aria-components';
import styled from 'styled-components';
import { DateSegments, Segment } from '../DatePicker/calendarParts';
import { inputBoxStyles, fieldStackStyles, isErrorShown } from '../Field/Field';
import { PORTAL_LOCALE } from '../Field/locale';
import { parseHHmm, toHHmm, type TimeRange } from './hhmm';

/** Spec label of the time-range picker. */
export const TIME_RANGE_LABEL = 'Tijd';
/** Accessible names of the two times. */
export const TIME_RANGE_FROM_LABEL = 'Van';
export const TIME_RANGE_TO_LABEL = 'Tot';

const EMPTY_RANGE: TimeRange = { from: null, to: null };

export interface TimeRangePickerProps {
  /** Label of the pair. Default `'Tijd'`. */
  label?: string;
  /** The times (controlled), `HH:mm`. */
  value?: TimeRange;
  /** The initial times (uncontrolled), `HH:mm`. Default both `null`. */
  defaultValue?: TimeRange;
  /** Called with both times whenever one of them is completed or cleared. */
  onChange?: (value: TimeRange) => void;
  /** Called when focus leaves the picker (not when it moves from one time to the other). */
  onBlur?: () => void;
  /** Help text under the times. */
  description?: ReactNode;
  /** Error text under the times; a non-empty message marks both invalid (not while disabled). */
  errorMessage?: string;
  /** Marks both times required (`aria-required` and a visual marker). Default `false`. */
  isRequired?: boolean;
  /** Disables both times. Default `false`. */
  isDisabled?: boolean;
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

  &[data-focus-within] {
    outline: 2px solid var(--pidz-color-focus);
    outline-offset: 1px;
  }
`;

const HelpText = styled.span`
  font-size: 0.875rem;
  color: var(--pidz-color-grey-600);

  &[data-error] {
    color: var(--pidz-color-red);
  }
`;

/**
 * Two 24-hour time fields, from and to (react-aria TimeField, nl-NL), under one label ('Tijd').
 * Values travel as `HH:mm` strings.
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
  const descriptionId = useId();
  const errorId = useId();
  const isInvalid = isErrorShown(errorMessage, isDisabled);
  const describedBy =
    [description && descriptionId, isInvalid && errorId].filter(Boolean).join(' ') || undefined;

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
    <I18nProvider locale={PORTAL_LOCALE}>
      <Stack role="group" aria-labelledby={labelId} onBlur={leave}>
        <GroupLabel id={labelId}>
          {label}
          {isRequired && <span aria-hidden="true"> *</span>}
        </GroupLabel>
        <Times>
          {timeField('from', TIME_RANGE_FROM_LABEL, fromName)}
          <span aria-hidden="true">–</span>
          {timeField('to', TIME_RANGE_TO_LABEL, toName)}
        </Times>
        {description && <HelpText id={descriptionId}>{description}</HelpText>}
        {isInvalid && (
          <HelpText id={errorId} data-error>
            {errorMessage}
          </HelpText>
        )}
      </Stack>
    </I18nProvider>
  );
}
