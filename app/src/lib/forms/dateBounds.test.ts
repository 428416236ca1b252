import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CalendarDate } from '@internationalized/date';
import { todayInAppZone, validateForm } from '@pidz/ui';
import { birthDateLimits, cvDateLimit, latestBirthDate } from './dateBounds';
import { pastDateField } from './formFields';

interface Values {
  date: string | null;
}

const texts = { label: 'Datum', required: 'Vul een datum in', inFuture: 'In de toekomst' };
const birthDate = pastDateField<Values, 'date'>('date', texts, birthDateLimits);
const cvDate = pastDateField<Values, 'date'>('date', texts, { earliest: cvDateLimit });

const errorOf = async (field: typeof birthDate, date: string) =>
  (await validateForm([field], { date })).date ?? null;

const today = todayInAppZone();
/** Any ISO date from `from` to `to`, both included. */
const isoDate = (from: CalendarDate, to: CalendarDate) =>
  fc.integer({ min: 0, max: to.compare(from) }).map((days) => from.add({ days }).toString());
const day = (iso: string) => {
  const [year = 1, month = 1, date = 1] = iso.split('-').map(Number);
  return new CalendarDate(year, month, date);
};

describe('a birth date (docs/decisions/0018-input-bounds)', () => {
  it('is taken from 1 January 1900 to 15 years ago today', async () => {
    await fc.assert(
      fc.asyncProperty(isoDate(day('1900-01-01'), day(latestBirthDate())), async (date) => {
        expect(await errorOf(birthDate, date)).toBeNull();
      }),
    );
  });

  it('is refused before 1900, down to the year 1', async () => {
    expect(await errorOf(birthDate, '1800-01-17')).toBe(
      'Je geboortedatum kan niet voor 1900 liggen',
    );
    expect(await errorOf(birthDate, '0001-01-17')).toBe(
      'Je geboortedatum kan niet voor 1900 liggen',
    );
    await fc.assert(
      fc.asyncProperty(isoDate(day('0001-01-01'), day('1899-12-31')), async (date) => {
        expect(await errorOf(birthDate, date)).toBe('Je geboortedatum kan niet voor 1900 liggen');
      }),
    );
  });

  it('is refused for someone younger than 15, and in the future as before', async () => {
    await fc.assert(
      fc.asyncProperty(isoDate(day(latestBirthDate()).add({ days: 1 }), today), async (date) => {
        expect(await errorOf(birthDate, date)).toBe('Je moet minimaal 15 jaar oud zijn');
      }),
    );
    expect(await errorOf(birthDate, today.add({ days: 1 }).toString())).toBe('In de toekomst');
  });

  it('bounds the picker alike', () => {
    const values = { date: null };
    expect(typeof birthDate.minValue === 'function' && birthDate.minValue(values)).toBe(
      '1900-01-01',
    );
    expect(typeof birthDate.maxValue === 'function' && birthDate.maxValue(values)).toBe(
      latestBirthDate(),
    );
    expect(latestBirthDate(new CalendarDate(2026, 2, 28))).toBe('2011-02-28');
    expect(latestBirthDate(new CalendarDate(2028, 2, 29))).toBe('2013-02-28');
  });
});

describe('a CV date', () => {
  it('is taken from 1950 to today and refused before', async () => {
    await fc.assert(
      fc.asyncProperty(isoDate(day('1950-01-01'), today), async (date) => {
        expect(await errorOf(cvDate, date)).toBeNull();
      }),
    );
    await fc.assert(
      fc.asyncProperty(isoDate(day('0001-01-01'), day('1949-12-31')), async (date) => {
        expect(await errorOf(cvDate, date)).toBe('Deze datum kan niet voor 1950 liggen');
      }),
    );
  });
});
