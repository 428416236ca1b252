import { memo, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, Checkbox, narrowScreenQuery, TimeRangePicker, type TimeRange } from '@pidz/ui';
import { useStableHandler } from '../../lib/screen/useStableHandler';
import { calendarMessages } from './messages';
import { areTimesValid, type MarkTimes } from './model';
import { useSelectedDays, type DaySelection } from './useDaySelection';
import { holdsUnavailable, useSelectionActions } from './useSelectionActions';

const messages = calendarMessages.selection;

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--pidz-space-sm) var(--pidz-space-md);
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  border: 1px solid var(--pidz-color-blue);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-white);

  & > [data-part='count'] {
    align-self: center;
    margin: 0;
    font-weight: 600;
  }
  & > [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--pidz-space-sm);
    margin-inline-start: auto;
  }

  @media ${narrowScreenQuery} {
    & > [data-part='actions'] {
      margin-inline-start: 0;
    }
  }
`;

export interface SelectionBarProps {
  selection: DaySelection;
  /** The calendar shows the last loaded items offline: nothing can be changed. */
  isOffline: boolean;
}

/**
 * The bar of the month's selected days: how many, whole days or the hours of each day, and
 * 'Niet beschikbaar', 'Beschikbaar maken' (when a selected day holds an unavailable item) and
 * 'Selectie wissen'. Placed by the month screen: above the grid on a wide screen, under it on a
 * phone, never over the days. Loaded with the first selection (an on-demand chunk).
 */
export function SelectionBar({ selection, isOffline }: SelectionBarProps) {
  const queryClient = useQueryClient();
  const days = useSelectedDays(selection);
  const actions = useSelectionActions(selection);
  const [isAllDay, setAllDay] = useState(true);
  const [hours, setHours] = useState<TimeRange>({ from: '09:00', to: '17:00' });
  const [isChecked, setChecked] = useState(false);
  const times: MarkTimes = isAllDay
    ? { isAllDay: true }
    : { isAllDay: false, from: hours.from ?? '', to: hours.to ?? '' };
  const isValid = areTimesValid(times);
  const canFree = useMemo(() => holdsUnavailable(queryClient, days), [queryClient, days]);
  const isDisabled = isOffline || actions.isPending;

  // Stable, so that a change of the selection does not render the buttons again.
  const mark = useStableHandler(() => {
    setChecked(true);
    if (isValid) void actions.markUnavailable(times);
  });
  const free = useStableHandler(() => void actions.makeAvailable());

  return (
    <Bar aria-label={messages.barLabel}>
      <p data-part="count">{messages.count(days.size)}</p>
      <HoursChoice
        isAllDay={isAllDay}
        onAllDayChange={setAllDay}
        hours={hours}
        onHoursChange={setHours}
        errorMessage={isChecked && !isValid ? messages.timesInvalid : undefined}
      />
      <Actions
        canFree={canFree}
        isDisabled={isDisabled}
        onMark={mark}
        onFree={free}
        onClear={selection.clear}
      />
    </Bar>
  );
}

interface ActionsProps {
  canFree: boolean;
  isDisabled: boolean;
  onMark: () => void;
  onFree: () => void;
  onClear: () => void;
}

/** The bar's buttons: memoised with stable handlers, so a change of the selection skips them. */
const Actions = memo(function Actions({
  canFree,
  isDisabled,
  onMark,
  onFree,
  onClear,
}: ActionsProps) {
  return (
    <div data-part="actions">
      <Button isCompact isDisabled={isDisabled} onPress={onMark}>
        {messages.markUnavailable}
      </Button>
      {canFree && (
        <Button isCompact variant="secondary" isDisabled={isDisabled} onPress={onFree}>
          {messages.makeAvailable}
        </Button>
      )}
      <Button isCompact variant="link" onPress={onClear}>
        {messages.clear}
      </Button>
    </div>
  );
});

interface HoursChoiceProps {
  isAllDay: boolean;
  onAllDayChange: (isAllDay: boolean) => void;
  hours: TimeRange;
  onHoursChange: (hours: TimeRange) => void;
  errorMessage: string | undefined;
}

/** 'Hele dag' or the hours: memoised, so a change of the selection does not render its fields. */
const HoursChoice = memo(function HoursChoice({
  isAllDay,
  onAllDayChange,
  hours,
  onHoursChange,
  errorMessage,
}: HoursChoiceProps) {
  return (
    <>
      <Checkbox label={messages.allDay} value={isAllDay} onChange={onAllDayChange} />
      {!isAllDay && (
        <TimeRangePicker value={hours} onChange={onHoursChange} errorMessage={errorMessage} />
      )}
    </>
  );
});
