/**
 * The floor of the bench (scripts/bench-calendar/page.tsx): the same month as bare React
 * elements, with no router, query cache, styling library, date library or accessibility layer:
 * its 42 days with the first two items of each day as tiles (times and organisation) and
 * '+n meer', and 'Vorige' / 'Volgende'. What React itself takes to show that month here, so the
 * portal's figures can be read against it. Not a calendar anyone should ship.
 */
import { useMemo, useState } from 'react';
import type { CalendarItem } from '@pidz/contracts';
import './bareMonth.css';

const DAY_MS = 86_400_000;
/** Tiles a day shows before '+n meer'. */
const TILES_PER_DAY = 2;
const monthTitle = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric' });
const time = new Intl.DateTimeFormat('nl-NL', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** 'november 2026' for a month (1-12). */
export function bareMonthTitle(year: number, month: number): string {
  return monthTitle.format(new Date(year, month - 1, 1));
}

/** The month view; the items' days are the dates they start on (the bench writes Amsterdam times). */
export function BareMonth({
  items,
  year: firstYear,
  month: firstMonth,
}: {
  items: readonly CalendarItem[];
  year: number;
  month: number;
}) {
  const [shown, setShown] = useState({ year: firstYear, month: firstMonth });
  const byDay = useMemo(() => {
    const days = new Map<string, CalendarItem[]>();
    for (const item of items) {
      const key = item.start.slice(0, 10);
      const list = days.get(key);
      if (list) list.push(item);
      else days.set(key, [item]);
    }
    return days;
  }, [items]);
  const first = Date.UTC(shown.year, shown.month - 1, 1);
  const mondayOffset = (new Date(first).getUTCDay() + 6) % 7;
  const days = Array.from({ length: 42 }, (_, index) => {
    const date = new Date(first + (index - mondayOffset) * DAY_MS);
    return { key: date.toISOString().slice(0, 10), date };
  });
  const step = (months: number) => {
    const next = new Date(Date.UTC(shown.year, shown.month - 1 + months, 1));
    setShown({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1 });
  };
  return (
    <>
      <div className="bare-bar">
        <button type="button" onClick={() => step(-1)}>
          Vorige
        </button>
        <button type="button" onClick={() => step(1)}>
          Volgende
        </button>
        <h2>{bareMonthTitle(shown.year, shown.month)}</h2>
      </div>
      <div className="bare-grid">
        {days.map(({ key, date }) => {
          const dayItems = byDay.get(key) ?? [];
          return (
            <div
              key={key}
              className="bare-day"
              data-outside={date.getUTCMonth() !== shown.month - 1 || undefined}
            >
              <span>{date.getUTCDate()}</span>
              {dayItems.slice(0, TILES_PER_DAY).map((item) => (
                <div key={item.id} className="bare-tile">
                  <span>
                    {time.format(Date.parse(item.start))}–{time.format(Date.parse(item.end))}
                  </span>
                  <span>{item.organisation_name ?? 'Niet beschikbaar'}</span>
                </div>
              ))}
              {dayItems.length > TILES_PER_DAY && (
                <button type="button" className="bare-more">
                  +{dayItems.length - TILES_PER_DAY} meer
                </button>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
