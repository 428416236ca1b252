/** The 'React + two calls' floor's render (calls.ts): the month with its items. */
import { createRoot } from 'react-dom/client';
import type { CalendarItem } from '@pidz/contracts';
import { BareMonth } from '../../bench-calendar/bareMonth';
import '../floor.css';

export function renderMonth(items: readonly CalendarItem[], year: number, month: number): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The floor page has no #root element');
  createRoot(container).render(<BareMonth items={items} year={year} month={month} />);
}
