import { CalendarDate, parseDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalendarItemType, RepeatType } from '@pidz/contracts';
import { areTimesValid, dayRange, planMarking, runParams, type DayHolding } from './selection';
import { dayArbitrary } from './testArbitraries';

const holdings: DayHolding[] = ['free', 'free', 'free', 'unavailable', 'shift', 'request'];

/** A selection of up to 60 days within ten weeks, and what each of those days holds. */
const selectionWithHoldings = fc
  .tuple(
    dayArbitrary(new CalendarDate(2025, 1, 1), new CalendarDate(2028, 12, 31)),
    fc.uniqueArray(fc.integer({ min: 0, max: 69 }), { maxLength: 60 }),
    fc.array(fc.constantFrom(...holdings), { minLength: 70, maxLength: 70 }),
  )
  .map(([first, offsets, held]) => ({
    selected: offsets.map((offset) => first.add({ days: offset }).toString()),
    holdingOf: (key: string): DayHolding => held[parseDate(key).compare(first)] ?? 'free',
  }));

describe('the runs of a selection', () => {
  it('cover exactly the selected free days, each run consecutive and as long as it can be', () => {
    fc.assert(
      fc.property(selectionWithHoldings, ({ selected, holdingOf }) => {
        const { runs, skipped } = planMarking(selected, holdingOf);
        const covered = runs.flatMap((run) => run.days);
        const free = selected.filter((key) => holdingOf(key) === 'free');
        expect([...covered].sort()).toEqual([...free].sort());
        expect(new Set(covered).size).toBe(covered.length);
        expect(skipped.map(({ day }) => day).sort()).toEqual(
          selected.filter((key) => holdingOf(key) !== 'free').sort(),
        );
        for (const run of runs) {
          expect(run.days).toEqual(dayRange(run.first, run.last));
        }
        // Two runs never touch: the day after a run is not a selected free day.
        const freeSet = new Set(free);
        for (const run of runs) {
          expect(freeSet.has(run.last.add({ days: 1 }).toString())).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('skips a shift in the middle and says why', () => {
    const selected = dayRange(new CalendarDate(2026, 11, 2), new CalendarDate(2026, 11, 6));
    const plan = planMarking(selected, (key) => (key === '2026-11-04' ? 'shift' : 'free'));
    expect(plan.runs.map((run) => run.days)).toEqual([
      ['2026-11-02', '2026-11-03'],
      ['2026-11-05', '2026-11-06'],
    ]);
    expect(plan.skipped).toEqual([{ day: '2026-11-04', reason: 'shift' }]);
  });
});

describe('the params of a run', () => {
  const run = {
    first: new CalendarDate(2026, 10, 24),
    last: new CalendarDate(2026, 10, 26),
    days: ['2026-10-24', '2026-10-25', '2026-10-26'],
  };

  it('makes whole days one item from midnight to midnight, across a change of the clocks', () => {
    expect(runParams(run, { isAllDay: true })).toEqual({
      type: CalendarItemType.UNAVAILABLE,
      start: '2026-10-24T00:00:00+02:00',
      end: '2026-10-27T00:00:00+01:00',
      isAllDay: true,
    });
  });

  it('makes hours a daily series of as many occurrences as the run has days', () => {
    const params = runParams(run, { isAllDay: false, from: '09:00', to: '12:30' });
    expect(params).toMatchObject({
      start: '2026-10-24T09:00:00+02:00',
      end: '2026-10-24T12:30:00+02:00',
      isAllDay: false,
      repeat: { type: RepeatType.DAILY, amount: 3 },
    });
  });

  it('refuses hours whose end is not after their start (rule 1703)', () => {
    expect(areTimesValid({ isAllDay: false, from: '12:00', to: '12:00' })).toBe(false);
    expect(areTimesValid({ isAllDay: false, from: '09:00', to: '' })).toBe(false);
    expect(areTimesValid({ isAllDay: false, from: '09:00', to: '17:00' })).toBe(true);
  });
});
