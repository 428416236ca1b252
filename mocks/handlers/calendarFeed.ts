import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { FEED_PATH_PREFIX, feedToken } from '../backend/services/calendarFeedAddress.ts';
import type { MockSession } from '../session.ts';

/**
 * GET /calendar/feed/<token>.ics: the user's shifts as an iCalendar feed (the address
 * `calendar:getWebCalURL` hands out). No Authorization: the token is the key; another token
 * answers 404. The feed builder (and ical.js) loads on the first request only, so the in-browser
 * mock does not carry it until the feed is asked for.
 */
export function calendarFeedHandler(session: MockSession): HttpHandler {
  return http.get(`*${FEED_PATH_PREFIX}:file`, async ({ params }) => {
    if (session.delayMs > 0) await delay(session.delayMs);
    const state = session.backend.state;
    if (state.health === 'MAINTENANCE') {
      return HttpResponse.json({ status: 'MAINTENANCE' }, { status: 503 });
    }
    if (params.file !== `${feedToken(state)}.ics`) {
      return new HttpResponse('Unknown calendar feed', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const { calendarFeed, FEED_CONTENT_TYPE } = await import('../backend/services/calendarFeed.ts');
    return new HttpResponse(calendarFeed(state), {
      headers: {
        'Content-Type': FEED_CONTENT_TYPE,
        'Content-Disposition': 'inline; filename="pidz-diensten.ics"',
        'Cache-Control': 'no-cache',
      },
    });
  });
}
