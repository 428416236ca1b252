import { useMemo } from 'react';
import styled from 'styled-components';
import { Dropdown, narrowScreenQuery } from '@pidz/ui';
import { calendarMessages } from '../messages';
import { weeksOfYear } from '../model';

/** On a phone the heading and its steps choose the week: the bar keeps its two rows. */
const WeekChoice = styled.div`
  width: 8rem;

  @media ${narrowScreenQuery} {
    display: none;
  }
`;

/** The 'Week' dropdown: the ISO weeks of the shown year as 'Week n'. */
export function WeekDropdown({
  weekYear,
  week,
  onChange,
}: {
  weekYear: number;
  week: number;
  onChange: (week: number) => void;
}) {
  const options = useMemo(
    () =>
      weeksOfYear(weekYear).map((option) => ({
        id: option.week,
        value: option.week,
        label: calendarMessages.controls.weekOption(option.week),
      })),
    [weekYear],
  );
  return (
    <WeekChoice>
      <Dropdown
        label={calendarMessages.controls.weekLabel}
        isLabelHidden
        options={options}
        value={week}
        onChange={(value) => {
          if (value !== null && value !== week) onChange(value);
        }}
      />
    </WeekChoice>
  );
}
