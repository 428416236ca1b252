import { TimeRangePicker, type FormItem } from '@pidz/ui';
import { createElement } from 'react';
import { calendarMessages } from '../messages';
import {
  CALENDAR_DATE_BOUNDS,
  amountError,
  calendarYearsError,
  endAfterStartError,
  endDateError,
  endDateOrderError,
  endModeOptions,
  moveEndWithStart,
  repeatEndDateError,
  repeatEndDateOrderError,
  repeatIntervalError,
  repeatOptions,
  startDateError,
  timeError,
  type CalendarFormValues,
} from '../model';

const messages = calendarMessages.form;

/** 'Alleen deze' or 'Hele reeks', when an item of a series is edited. */
export type EditScope = 'one' | 'series';

/** The form's values: the model's, and for an item of a series the scope of the change. */
export interface UnavailableFormValues extends CalendarFormValues {
  scope: EditScope;
}

const isRepeating = (values: UnavailableFormValues) => values.repeat !== 'never';
/** The recurrence can be changed when adding, or for a whole series. */
const repeatEditable = (values: UnavailableFormValues, isSeriesItem: boolean) =>
  !isSeriesItem || values.scope === 'series';

export interface UnavailableFormOptions {
  /** Editing an item of a series: the scope choice shows, with how many items the series has. */
  series?: { count: number };
  /** Editing a single item: its recurrence cannot be added here. */
  isSingleEdit?: boolean;
}

/**
 * The form of an unavailable period ('Van', 'Tot', 'Hele dag', 'Tijd', 'Herhalen', 'Eindigt',
 * 'Aantal keer', 'Einddatum'), each field with the model's rules in the order they are checked
 * (the first failing one shows); for an item of a series also 'Alleen deze' / 'Hele reeks'.
 */
export function unavailableFormItems({
  series,
  isSingleEdit = false,
}: UnavailableFormOptions = {}): FormItem<UnavailableFormValues>[] {
  const isSeriesItem = series !== undefined;
  const scopeItems: FormItem<UnavailableFormValues>[] = series
    ? [
        {
          kind: 'radiogroup',
          name: 'scope',
          label: calendarMessages.edit.scopeLabel,
          description: calendarMessages.edit.seriesCount(series.count),
          orientation: 'horizontal',
          options: [
            { value: 'one', label: calendarMessages.edit.scope.one },
            { value: 'series', label: calendarMessages.edit.scope.series },
          ],
        },
        { kind: 'break' },
      ]
    : [];
  return [
    ...scopeItems,
    {
      kind: 'row',
      items: [
        {
          kind: 'date',
          name: 'startDate',
          label: messages.startDateLabel,
          isRequired: true,
          minValue: CALENDAR_DATE_BOUNDS.min,
          maxValue: CALENDAR_DATE_BOUNDS.max,
          rules: [startDateError, calendarYearsError],
          adjust: moveEndWithStart,
        },
        {
          kind: 'date',
          name: 'endDate',
          label: messages.endDateLabel,
          isRequired: true,
          minValue: (values) => values.startDate,
          maxValue: CALENDAR_DATE_BOUNDS.max,
          rules: [endDateError, calendarYearsError, endDateOrderError],
          dependsOn: ['startDate'],
        },
      ],
    },
    {
      kind: 'toggle',
      name: 'isAllDay',
      label: messages.allDayLabel,
    },
    {
      kind: 'custom',
      name: 'time',
      label: messages.timeLabel,
      active: (values) => !values.isAllDay,
      isRequired: true,
      rules: [timeError, endAfterStartError],
      dependsOn: ['startDate', 'endDate', 'isAllDay'],
      render: ({ value, onChange, onBlur, errorMessage, isDisabled, isRequired }) =>
        createElement(TimeRangePicker, {
          label: messages.timeLabel,
          value,
          onChange,
          onBlur,
          errorMessage,
          isDisabled,
          isRequired,
        }),
    },
    {
      kind: 'radiogroup',
      name: 'repeat',
      label: messages.repeatLabel,
      orientation: 'horizontal',
      options: repeatOptions,
      active: (values) => !isSingleEdit && repeatEditable(values, isSeriesItem),
      rules: [repeatIntervalError],
      dependsOn: ['startDate', 'endDate', 'time', 'isAllDay'],
    },
    {
      kind: 'radiogroup',
      name: 'endMode',
      label: messages.endModeLabel,
      options: endModeOptions,
      active: (values) =>
        !isSingleEdit && isRepeating(values) && repeatEditable(values, isSeriesItem),
    },
    {
      kind: 'input',
      name: 'amount',
      label: messages.amountLabel,
      inputMode: 'numeric',
      isRequired: true,
      active: (values) =>
        !isSingleEdit &&
        isRepeating(values) &&
        values.endMode === 'setAmount' &&
        repeatEditable(values, isSeriesItem),
      rules: [amountError],
    },
    {
      kind: 'date',
      name: 'repeatEndDate',
      label: messages.repeatEndDateLabel,
      isRequired: true,
      minValue: (values) => values.startDate,
      maxValue: CALENDAR_DATE_BOUNDS.max,
      active: (values) =>
        !isSingleEdit &&
        isRepeating(values) &&
        values.endMode === 'onDate' &&
        repeatEditable(values, isSeriesItem),
      rules: [repeatEndDateError, calendarYearsError, repeatEndDateOrderError],
      dependsOn: ['startDate'],
    },
  ];
}
