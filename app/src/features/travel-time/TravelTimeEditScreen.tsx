import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  FormPanel,
  RangeSlider,
  TextField,
  type CustomFieldRenderProps,
  type FormItem,
} from '@pidz/ui';
import { paths } from '../../paths';
import { Page } from '../../lib/Page';
import { QueryBoundary } from '../../lib/QueryBoundary';
import { ScreenForm } from '../../lib/ScreenForm';
import { showToast } from '../../lib/toasts';
import { maxWorkRangeQuery, useCountsWithinRange, useUpdateMaxWorkRange } from './api';
import { travelTimeMessages as messages } from './messages';
import { TRAVEL_TIME_RANGE, parseMinutes, travelTimeRule } from './travelTime';
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

function TravelTimeForm() {
  const [, navigate] = useLocation();
  const { data: maxWorkRange } = useSuspenseQuery(maxWorkRangeQuery);
  const update = useUpdateMaxWorkRange();
  const back = () => navigate(paths.travelTime.clients());
  return (
    <FormPanel>
      <ScreenForm<TravelTimeValues>
        draftKey="travel-time:edit"
        aria-label={messages.editTitle}
        items={items}
        defaultValues={{ travelTime: maxWorkRange === null ? '' : String(maxWorkRange) }}
        onSubmit={async ({ travelTime }) => {
          await update.mutateAsync({
            maxWorkRange: parseMinutes(travelTime) ?? TRAVEL_TIME_RANGE.min,
          });
          showToast({ type: 'success', title: messages.saved });
          back();
        }}
        onCancel={back}
      />
    </FormPanel>
  );
}

/**
 * The travel time edit page (`/settings/travel-time/edit`): the maximum travel time in whole
 * minutes (`user:getMaxWorkRange` / `updateMaxWorkRange`) on a range slider and in a number
 * input, with the organisations and departments within it counted live while it moves.
 */
export function TravelTimeEditScreen() {
  return (
    <Page title={messages.editTitle}>
      <QueryBoundary>
        <TravelTimeForm />
      </QueryBoundary>
    </Page>
  );
}
