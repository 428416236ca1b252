import { describe, expect, it } from 'vitest';
import { fieldsOf, validateForm } from '@pidz/ui';
import { calendarMessages } from '../messages';
import { formValues } from '../model/testArbitraries';
import { unavailableFormItems, type UnavailableFormValues } from './unavailableForm';

const messages = calendarMessages.form;

const values = (overrides: Partial<UnavailableFormValues> = {}): UnavailableFormValues => ({
  scope: 'one',
  ...formValues(overrides),
});

describe('the unavailable form, through the Form engine', () => {
  it('reports the first failing rule per field, and nothing for good values', async () => {
    const items = unavailableFormItems();
    await expect(validateForm(items, values())).resolves.toEqual({});
    await expect(
      validateForm(
        items,
        values({ endDate: '2026-11-20', repeat: 'daily', endMode: 'setAmount', amount: '400' }),
      ),
    ).resolves.toEqual({
      endDate: messages.endDateBeforeStartDate,
      amount: messages.amountOutOfRange,
    });
    await expect(
      validateForm(items, values({ startDate: null, endDate: '', time: { from: null, to: '' } })),
    ).resolves.toEqual({
      startDate: messages.startDateRequired,
      endDate: messages.endDateRequired,
      time: messages.timeRequired,
    });
  });

  it('checks the end after the start only once the times are there', async () => {
    const items = unavailableFormItems();
    await expect(
      validateForm(items, values({ time: { from: '10:00', to: '10:00' } })),
    ).resolves.toEqual({ time: messages.endNotAfterStart });
    await expect(
      validateForm(
        items,
        values({ repeat: 'weekly', endMode: 'onDate', repeatEndDate: '2026-11-22' }),
      ),
    ).resolves.toEqual({ repeatEndDate: messages.repeatEndDateBeforeStart });
  });

  it('leaves the recurrence out of the rules when one item of a series is edited', async () => {
    const items = unavailableFormItems({ series: { count: 8 } });
    const tooLong = { repeat: 'daily', endDate: '2026-11-25' } as const;
    await expect(validateForm(items, values(tooLong))).resolves.toEqual({});
    await expect(validateForm(items, values({ ...tooLong, scope: 'series' }))).resolves.toEqual({
      repeat: messages.dailyTooLong,
    });
  });

  it('has a field for every value', () => {
    const names = fieldsOf(unavailableFormItems({ series: { count: 2 } }), values(), {
      activeOnly: false,
    }).map((field) => field.name);
    expect(names.toSorted()).toEqual(Object.keys(values()).toSorted());
  });
});
