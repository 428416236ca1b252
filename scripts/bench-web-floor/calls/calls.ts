/**
 * The 'React + two calls' floor of `npm run bench:web` (scripts/bench-web.ts): the 'React alone'
 * floor's month, drawn with the month's items after the two calls a signed-in first screen cannot
 * avoid, one after the other: `GET /auth/check-session` with the browser's cookies (the session's
 * token), then one JSON-RPC `POST` with that token (`calendar:getAvailability`; from another
 * origin, after its CORS preflight). The back end is the page's own host, or the one `?backend=`
 * names, as the portal's `?backend=` does. This small entry starts the calls at once; React and
 * the month download beside them (preloaded by the page) and render once both are there. Not part
 * of the app.
 */
import type { CalendarItem, Session } from '@pidz/contracts';

const backend = new URLSearchParams(window.location.search).get('backend') ?? '';
const today = new Date();
const year = today.getFullYear();
const month = today.getMonth() + 1;

async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  return (await response.json()) as T;
}

async function monthItems(): Promise<CalendarItem[]> {
  const session = await answer<Session>(
    await fetch(`${backend}/auth/check-session`, { credentials: 'include' }),
  );
  if (!session.access_token) throw new Error('The floor needs a signed-in session.');
  // The six weeks the month shows, as the portal asks them (Amsterdam days).
  const first = new Date(year, month - 1, 1);
  const start = new Date(year, month - 1, 1 - ((first.getDay() + 6) % 7));
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 42);
  const { result } = await answer<{ result: CalendarItem[] }>(
    await fetch(`${backend}/api-rpc-cognito/`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'pidz.services.api.calendar:getAvailability',
        params: { params: { start: start.toISOString(), end: end.toISOString() } },
      }),
    }),
  );
  return result;
}

const items = monthItems();
const { renderMonth } = await import('./renderMonth');
renderMonth(await items, year, month);
