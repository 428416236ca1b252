import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { TimeField as AriaTimeField } from 'react-aria-components';
import styled from 'styled-components';
import { DateSegments, Segment } from '../DatePicker/calendarParts';
import { RequiredMarker, useHelpTexts, type FieldProps } from '../Field/Field';
import { fieldStackStyles, inputBoxStyles } from '../Field/inputStyles';
import {
  parseHHmm,
  toHHmm,
  typeTimeDigit,
  type TimeRange,
  type TimeSegment,
  type TypedDigits,
} from './hhmm';

/** Spec label of the time-range picker. */
export const TIME_RANGE_LABEL = 'Tijd';
/** Accessible names of the two times. */
export const TIME_RANGE_FROM_LABEL = 'Van';
export const TIME_RANGE_TO_LABEL = 'Tot';

const EMPTY_RANGE: TimeRange = { from: null, to: null };

/** What a time says when two digits typed make no hour or minutes (react-aria would change them). */
export const TIME_REFUSED_MESSAGES: Record<TimeSegment, string> = {
  hour: 'Vul een uur van 00 tot en met 23 in',
  minute: 'Vul minuten van 00 tot en met 59 in',
};

/**
 * Refuses two digits typed one after the other that make an hour above 23 or minutes above 59,
 * before react-aria's segments take them (they would make '99' 09:09): the digit is not typed and
 * `onRefused` hears which part. react-aria reads typing from the segments' own `beforeinput`
 * listeners, so this listens in the capture phase on the field around them.
 */
function useTypedTimeGuard(onRefused: (segment: TimeSegment) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  });
  useEffect(() => {
    const field = ref.current;
    if (!field) return undefined;
    let typed: TypedDigits | null = null;
    const onBeforeInput = (event: InputEvent) => {
      const segment = (event.target as Element | null)
        ?.closest('[data-type]')
        ?.getAttribute('data-type');
      const digit = event.data ?? '';
      if ((segment !== 'hour' && segment !== 'minute') || !/^\d$/.test(digit)) {
        typed = null;
        return;
      }
      const next = typeTimeDigit(typed, segment, digit);
      typed = next.typed;
      if (next.refused === null) return;
      event.preventDefault();
      event.stopPropagation();
      refused.current(next.refused);
    };
    const forgetUnlessDigit = (event: KeyboardEvent) => {
      if (!/^\d$/.test(event.key)) typed = null;
    };
    // Leaving the time forgets; react-aria moving on from the hour to the minutes does not.
    const forget = (event: globalThis.FocusEvent) => {
      if (!field.contains(event.relatedTarget as Node | null)) typed = null;
    };
    field.addEventListener('beforeinput', onBeforeInput, { capture: true });
    field.addEventListener('keydown', forgetUnlessDigit, { capture: true });
    field.addEventListener('focusout', forget);
    return () => {
      field.removeEventListener('beforeinput', onBeforeInput, { capture: true });
      field.removeEventListener('keydown', forgetUnlessDigit, { capture: true });
      field.removeEventListener('focusout', forget);
    };
  }, []);
  return ref;
}

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
  const [refusal, setRefusal] = useState<{ part: keyof TimeRange; segment: TimeSegment } | null>(
    null,
  );
  const {
    helpTexts,
    describedBy,
    isErrorVisible: isInvalid,
  } = useHelpTexts({
    description,
    errorMessage: refusal ? TIME_REFUSED_MESSAGES[refusal.segment] : errorMessage,
    isDisabled,
  });

  const change = (part: keyof TimeRange, time: string | null) => {
    const next = { ...range, [part]: time };
    if (value === undefined) setOwnRange(next);
    onChange?.(next);
  };
  // A refused time holds no value (not the one react-aria made of the first digit) until it is
  // typed again.
  const refuse = (part: keyof TimeRange) => (segment: TimeSegment) => {
    setRefusal({ part, segment });
    change(part, null);
  };
  const guards = { from: useTypedTimeGuard(refuse('from')), to: useTypedTimeGuard(refuse('to')) };

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  const timeField = (part: keyof TimeRange, accessibleName: string, name: string | undefined) => (
    <TimeBox
      ref={guards[part]}
      aria-label={accessibleName}
      aria-describedby={describedBy}
      value={parseHHmm(range[part])}
      onChange={(time) => {
        if (time && refusal?.part === part) setRefusal(null);
        change(part, toHHmm(time));
      }}
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
