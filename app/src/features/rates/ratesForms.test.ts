import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LinkedDepartment } from '@pidz/contracts';
import { validateForm } from '@pidz/ui';
import {
  deviatingRateItems,
  deviatingRateSteps,
  deviatingRateValues,
  standardRatesItems,
  standardRatesValues,
  toDeviatingRateChange,
  toDeviatingRateModel,
  toStandardRates,
} from './ratesForms';

const department: LinkedDepartment = {
  department_id: 421,
  department_name: 'Spoedeisende Hulp',
  organisation_id: 42,
  city: 'Maarssen',
  status: 'linked',
  rate: 52.5,
  periodical_rate: null,
  travel_time: 35,
};

const empty = deviatingRateValues(undefined);

describe('the standard rates form', () => {
  it('shows saved amounts with a comma and saves what the user typed, comma or dot', () => {
    expect(standardRatesValues({ rate: 42.5, periodical_rate: null })).toEqual({
      rate: '42,50',
      periodicalRate: '',
    });
    expect(toStandardRates({ rate: '42.50', periodicalRate: '39,75' })).toEqual({
      rate: 42.5,
      periodical_rate: 39.75,
    });
  });

  it('round-trips any amount in cents', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000_000 }), (a, b) => {
        const rates = { rate: a / 100, periodical_rate: b / 100 };
        expect(toStandardRates(standardRatesValues(rates))).toEqual(rates);
      }),
    );
  });

  it('takes a rate of more than € 0,00 and at most € 999,99 (docs/decisions/0018)', async () => {
    expect(
      await validateForm(standardRatesItems, {
        rate: '0,00',
        periodicalRate: '99999999999999999999,99',
      }),
    ).toEqual({
      rate: 'Vul een tarief hoger dan € 0,00 in',
      periodicalRate: 'Vul een tarief van maximaal € 999,99 in',
    });
    expect(
      await validateForm(standardRatesItems, { rate: '0,01', periodicalRate: '999,99' }),
    ).toEqual({});
  });

  it('requires both amounts', async () => {
    const errors = await validateForm(standardRatesItems, { rate: '', periodicalRate: '4' });
    expect(errors).toEqual({ rate: 'Vul een geldig bedrag in' });
  });
});

describe('the deviating rate form', () => {
  it('sends only the amounts filled in, so a rate of the other field stays', () => {
    expect(
      toDeviatingRateModel({ ...empty, organisation: 42, department: 422, rate: '47,50' }),
    ).toEqual({ linkedDepartmentModel: { department_id: 422, rate: 47.5 } });
    expect(
      toDeviatingRateModel({ ...empty, organisation: 42, department: 422, periodicalRate: '40' }),
    ).toEqual({ linkedDepartmentModel: { department_id: 422, periodical_rate: 40 } });
  });

  it('changes to null what is emptied', () => {
    expect(
      toDeviatingRateChange(
        { ...deviatingRateValues(department), rate: '', periodicalRate: '41,00' },
        department,
      ),
    ).toEqual({ department, rate: null, periodical_rate: 41 });
  });

  it('asks for at least one amount, the organisation and a department of it', async () => {
    const groups = [
      {
        organisation: {
          organisation_id: 42,
          organisation_name: 'Medisch Centrum Vechtstreek',
          city: 'Maarssen',
          status: 'linked' as const,
          linked_departments_count: 1,
          departments_count: 1,
        },
        departments: [department],
      },
    ];
    const items = deviatingRateItems(groups, undefined);
    expect(await validateForm(items, empty)).toEqual({
      organisation: 'Selecteer een organisatie',
      rate: 'Vul minimaal één tarief in',
      periodicalRate: 'Vul minimaal één tarief in',
    });
    expect(
      await validateForm(items, { ...empty, organisation: 42, department: 999, rate: '1,555' }),
    ).toEqual({ department: 'Selecteer een afdeling', rate: 'Vul een geldig bedrag in' });
    expect(
      await validateForm(items, { ...empty, organisation: 42, department: 421, rate: '1,50' }),
    ).toEqual({});
    expect(
      await validateForm(items, {
        ...empty,
        organisation: 42,
        department: 421,
        rate: '0,00',
        periodicalRate: '1000',
      }),
    ).toEqual({
      rate: 'Vul een tarief hoger dan € 0,00 in',
      periodicalRate: 'Vul een tarief van maximaal € 999,99 in',
    });
    // Changing: the amounts only.
    expect(
      deviatingRateItems(groups, department).map((item) => 'name' in item && item.name),
    ).toEqual(['rate', 'periodicalRate']);
  });
});

describe('deviatingRateSteps', () => {
  it('clears a changed amount before it sets it, and leaves the rest alone', () => {
    expect(deviatingRateSteps({ department, rate: 55, periodical_rate: null })).toEqual([
      { department_id: 421, rate: null },
      { department_id: 421, rate: 55 },
    ]);
    expect(deviatingRateSteps({ department, rate: 52.5, periodical_rate: 40 })).toEqual([
      { department_id: 421, periodical_rate: 40 },
    ]);
    expect(deviatingRateSteps({ department, rate: null, periodical_rate: null })).toEqual([
      { department_id: 421, rate: null },
    ]);
    expect(deviatingRateSteps({ department, rate: 52.5, periodical_rate: null })).toEqual([]);
    // Compared in cents: 52.5 and 52.500000000000014 are the same rate.
    expect(
      deviatingRateSteps({ department, rate: 52.500000000000014, periodical_rate: null }),
    ).toEqual([]);
  });

  it('never sets an amount where one is still set (no 1605), and ends with the wanted rates', () => {
    const amount = fc.option(fc.nat({ max: 10_000 }).map((cents) => cents / 100));
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        amount,
        (rate, periodical, wantedRate, wantedPeriodical) => {
          const current = { ...department, rate, periodical_rate: periodical };
          const state: Record<string, number | null> = { rate, periodical_rate: periodical };
          for (const step of deviatingRateSteps({
            department: current,
            rate: wantedRate,
            periodical_rate: wantedPeriodical,
          })) {
            for (const [field, value] of Object.entries(step)) {
              if (field === 'department_id') continue;
              expect(value !== null && state[field] !== null).toBe(false);
              state[field] = value;
            }
          }
          expect(state).toEqual({ rate: wantedRate, periodical_rate: wantedPeriodical });
        },
      ),
    );
  });
});
