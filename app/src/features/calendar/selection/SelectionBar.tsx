import { memo, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, Checkbox, narrowScreenQuery, TimeRangePicker, type TimeRange } from '@pidz/ui';
import { useStableHandler } from '../../../lib/screen/useStableHandler';
import { calendarMessages } from '../messages';
import { areTimesValid, type MarkTimes } from '../model';
import { useIsPickingDays, useSelectedDays, type DaySelection } from './useDaySelection';
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
 * 'Selectie wissen', and in the 'Dagen selecteren' mode (where it shows before the first day is
 * chosen) 'Klaar', which leaves the mode. Placed by the month screen: above the grid on a wide screen, under it on a
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
  const isPicking = useIsPickingDays(selection);

  // Stable, so that a change of the selection does not render the buttons again.
  const mark = useStableHandler(() => {
    setChecked(true);
    if (isValid) void actions.markUnavailable(times);
  });
  const free = useStableHandler(() => void actions.makeAvailable());
  const leave = useStableHandler(() => selection.setPicking(false));

  return (
    <Bar aria-label={messages.barLabel}>
      <p data-part="count">
        {isPicking && days.size === 0 ? messages.pickHint : messages.count(days.size)}
      </p>
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
        isEmpty={days.size === 0}
        onMark={mark}
        onFree={free}
        onClear={selection.clear}
        onDone={isPicking ? leave : undefined}
      />
    </Bar>
  );
}

interface ActionsProps {
  canFree: boolean;
  isDisabled: boolean;
  /** No day selected yet (the 'Dagen selecteren' mode has just started): nothing to mark. */
  isEmpty: boolean;
  onMark: () => void;
  onFree: () => void;
  onClear: () => void;
  /** Leaves the 'Dagen selecteren' mode ('Klaar'), while it is on. */
  onDone?: () => void;
}

/** The bar's buttons: memoised with stable handlers, so a change of the selection skips them. */
const Actions = memo(function Actions({
  canFree,
  isDisabled,
  isEmpty,
  onMark,
  onFree,
  onClear,
  onDone,
}: ActionsProps) {
  return (
    <div data-part="actions">
      <Button isCompact isDisabled={isDisabled || isEmpty} onPress={onMark}>
        {messages.markUnavailable}
      </Button>
      {canFree && (
        <Button isCompact variant="secondary" isDisabled={isDisabled} onPress={onFree}>
          {messages.makeAvailable}
        </Button>
      )}
      {!isEmpty && (
        <Button isCompact variant="link" onPress={onClear}>
          {messages.clear}
        </Button>
      )}
      {onDone && (
        <Button isCompact variant="secondary" onPress={onDone}>
          {messages.done}
        </Button>
      )}
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
