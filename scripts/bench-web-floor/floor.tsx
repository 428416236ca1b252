/**
 * The 'React alone' floor of `npm run bench:web` (scripts/bench-web.ts): production react-dom
 * rendering a plain 42-cell month from one module, with no data, no router, query cache, styling
 * library or accessibility layer, built like the app and served beside it. Its largest
 * contentful paint is what a page rendered in the browser costs here. Not part of the app.
 */
import { createRoot } from 'react-dom/client';
import { BareMonth } from '../bench-calendar/bareMonth';
import './floor.css';

const container = document.getElementById('root');
if (!container) throw new Error('The floor page has no #root element');
const today = new Date();
createRoot(container).render(
  <BareMonth items={[]} year={today.getFullYear()} month={today.getMonth() + 1} />,
);
