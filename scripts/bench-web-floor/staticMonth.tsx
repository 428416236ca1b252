/**
 * The 'static' floor of `npm run bench:web`: the same month as the 'React alone' floor, written
 * into the page's HTML when the floors are built (bench-web-floor.ts), with no script at all.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { BareMonth } from '../bench-calendar/bareMonth';

/** The month (1-12) as HTML. */
export function staticMonthMarkup(year: number, month: number): string {
  return renderToStaticMarkup(<BareMonth items={[]} year={year} month={month} />);
}
