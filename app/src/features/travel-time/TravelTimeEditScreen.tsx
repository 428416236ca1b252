import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RangeSlider, TextField, type CustomFieldRenderProps, type FormItem } from '@pidz/ui';
import { paths } from '../../paths';
import { oneRecordForm, RecordFormScreen } from '../../lib/forms/RecordFormScreen';
import { showToast } from '../../lib/platform/toasts';
import { maxWorkRangeQuery, useCountsWithinRange, useUpdateMaxWorkRange } from './api';
import { travelTimeMessages as messages } from './messages';
import { TRAVEL_TIME_RANGE, parseMinutes, sliderText, travelTimeRule } from './travelTime';
import { useDebouncedValue } from './useDebouncedValue';

/** How long the slider must rest before the counts are asked (ms). */
const COUNTS_DEBOUNCE_MS = 250;

interface TravelTimeValues {
  travelTime: string;
}

const Fields = styled.div`
  display: grid;
  gap: var(--pidz-space-md);
`;

const Counts = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: var(--pidz-color-grey-600);
`;

/**
 * The counts within the travel time being chosen, asked once the value rests; the previous counts
 * stay while the next ones load, and only the answer for the current value shows.
 */
function CountsWithinRange({ minutes }: { minutes: number | null }) {
  const settled = useDebouncedValue(minutes, COUNTS_DEBOUNCE_MS);
  const counts = useCountsWithinRange(settled);
  const isStale = counts?.isStale === true || settled !== minutes;
  return (
    <Counts role="status" aria-busy={isStale}>
      {minutes !== null && counts && messages.withinRange(counts.organisations, counts.departments)}
    </Counts>
  );
}

/** The slider and the number input: one value, the travel time in minutes as typed. */
function TravelTimeInput(field: CustomFieldRenderProps<string>) {
  const minutes = parseMinutes(field.value);
  const isValid = travelTimeRule(field.value) === null;
  return (
    <Fields>
      <RangeSlider
        label={messages.slider}
        minValue={TRAVEL_TIME_RANGE.min}
        maxValue={TRAVEL_TIME_RANGE.max}
        value={Math.min(
          Math.max(minutes ?? TRAVEL_TIME_RANGE.min, TRAVEL_TIME_RANGE.min),
          TRAVEL_TIME_RANGE.max,
        )}
        formatOptions={{ style: 'unit', unit: 'minute', unitDisplay: 'long' }}
        valueText={sliderText(field.value)}
        isDisabled={field.isDisabled}
        onChange={(value) => field.onChange(String(value))}
        onChangeEnd={() => field.onBlur()}
      />
      <TextField
        {...field}
        label={messages.input}
        inputMode="numeric"
        description={messages.inputHelp}
      />
      <CountsWithinRange minutes={isValid ? minutes : null} />
    </Fields>
  );
}

const items: readonly FormItem<TravelTimeValues>[] = [
  {
    kind: 'custom',
    name: 'travelTime',
    label: messages.input,
    isRequired: true,
    rules: [travelTimeRule],
    render: (field) => <TravelTimeInput {...field} />,
  },
];

/** The maximum travel time as one record (`null`: none set yet): saved with a toast. */
const travelTimeForm = oneRecordForm({
  titles: { edit: messages.editTitle },
  useData: () => useSuspenseQuery(maxWorkRangeQuery).data,
  find: (maxWorkRange) => maxWorkRange,
  draftKey: () => 'travel-time:edit',
  toValues: (maxWorkRange): TravelTimeValues => ({
    travelTime: maxWorkRange === null ? '' : String(maxWorkRange),
  }),
  useForm: () => {
    const update = useUpdateMaxWorkRange();
    return {
      items,
      save: ({ travelTime }) =>
        update.mutateAsync({ maxWorkRange: parseMinutes(travelTime) ?? TRAVEL_TIME_RANGE.min }),
    };
  },
  onSaved: () => showToast({ type: 'success', title: messages.saved }),
});

/**
 * The travel time edit page (`/settings/travel-time/edit`): the maximum travel time in whole
 * minutes (`user:getMaxWorkRange` / `updateMaxWorkRange`) on a range slider and in a number
 * input, with the organisations and departments within it counted live while it moves.
 */
export function TravelTimeEditScreen() {
  return <RecordFormScreen form={travelTimeForm} returnTo={paths.travelTime.clients()} />;
}
