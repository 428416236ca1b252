/**
 * The floor of `npm run bench:web` (scripts/bench-web.ts): React alone (production react-dom)
 * rendering a plain 42-cell month from one module, with no data, no router, query cache, styling
 * library or accessibility layer, built like the app and served beside it. Its largest
 * contentful paint is what a page rendered in the browser costs here; the bench prints each
 * route's LCP as a ratio to it. Not part of the app.
 */
import { createRoot } from 'react-dom/client';
import { BareMonth } from '../bench-calendar/bareMonth';

const container = document.getElementById('root');
if (!container) throw new Error('The floor page has no #root element');
// Set from the script, not a style attribute, which the page's Content-Security-Policy refuses.
Object.assign(container.style, { maxWidth: '75rem', margin: '0 auto', padding: '1rem' });
const today = new Date();
createRoot(container).render(
  <BareMonth items={[]} year={today.getFullYear()} month={today.getMonth() + 1} />,
);
