import ICAL from 'ical.js';
import type { Shift } from '@pidz/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayInAppZone } from '@pidz/dates';
import { seedFreelancer } from './backend/seed/freelancer.ts';
import { calendarFeed } from './backend/services/calendarFeed.ts';
import { createMockServer } from './node.ts';
import { createMockHttpServer } from './server.ts';
import { createTestClient, sessionAuthorization } from './testing/client.ts';

const amsterdamWallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-23T07:00:00`: the Amsterdam wall clock of an ISO instant. */
function wallClock(iso: string): string {
  return amsterdamWallClock.format(new Date(iso)).replace(' ', 'T');
}

/** The feed's events by UID, read back with ical.js. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
      /** The wall-clock start as written (`2026-11-23T07:00:00`). */
      localStart: event.startDate.toString(),
      localEnd: event.endDate.toString(),
      /** The instants, through the feed's own VTIMEZONE. */
      start: event.startDate.toUnixTime() * 1000,
      end: event.endDate.toUnixTime() * 1000,
      stamp: component.getFirstPropertyValue('dtstamp'),
    };
  });
  return { calendar, events: new Map(events.map((event) => [event.uid, event])) };
}

function expectShiftInFeed(events: ReturnType<typeof parseFeed>['events'], shift: Shift) {
  const event = events.get(`shift-${shift.id}@pidz.nl`);
  expect(event, `shift ${shift.id} in the feed`).toBeDefined();
  expect(event).toMatchObject({
    summary: shift.organisation_name,
    location: `${shift.department_street} ${shift.department_house_number}, ${shift.department_city}`,
    tzid: 'Europe/Amsterdam',
    localStart: wallClock(shift.start),
    localEnd: wallClock(shift.end),
    start: Date.parse(shift.start),
    end: Date.parse(shift.end),
  });
}

describe('the calendar feed (Agenda koppelen)', () => {
  const mock = createMockServer({ scenario: 'freelancer' });
  const client = createTestClient();
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mock.reset());
  afterAll(() => mock.server.close());

  async function feedUrl(): Promise<string> {
    const { url } = await client.calendar.getWebCalURL();
    expect(url).toMatch(/^webcal:\/\/localhost\/calendar\/feed\/[0-9a-f]{16}\.ics$/);
    return url.replace(/^webcal:/, 'http:');
  }

  it('serves every upcoming shift of the freelancer at its Amsterdam times', async () => {
    const response = await fetch(await feedUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);

    const { calendar, events } = parseFeed(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const timezone = calendar.getFirstSubcomponent('vtimezone');
    expect(timezone?.getFirstPropertyValue('tzid')).toBe('Europe/Amsterdam');
    expect(timezone?.getAllSubcomponents().map((rule) => rule.name)).toEqual([
      'daylight',
      'standard',
    ]);

    const upcoming = await client.calendar.getCalendarShifts();
    expect(upcoming.length).toBeGreaterThan(3);
    for (const shift of upcoming) expectShiftInFeed(events, shift);
    for (const event of events.values()) expect(event.stamp).toBeTruthy();
  });

  it('answers 404 to another token', async () => {
    const url = await feedUrl();
    const response = await fetch(url.replace(/[0-9a-f]{4}\.ics$/, 'ffff.ics'));
    expect(response.status).toBe(404);
  });

  it('is empty, but valid, for a user without shifts', async () => {
    mock.reset({ scenario: 'empty' });
    const text = await (await fetch(await feedUrl())).text();
    const { calendar, events } = parseFeed(text);
    expect(events.size).toBe(0);
    expect(calendar.getFirstSubcomponent('vtimezone')).not.toBeNull();
  });

  it('writes times on the days the clocks change correctly', () => {
    const state = seedFreelancer(todayInAppZone());
    const [template] = state.shifts;
    if (!template) throw new Error('no seeded shift');
    state.shifts = [
      // Night shifts through both changes of 2026 and 2027.
      ['2026-03-28T23:00:00+01:00', '2026-03-29T07:00:00+02:00'],
      ['2026-10-24T23:00:00+02:00', '2026-10-25T07:00:00+01:00'],
      ['2027-03-27T23:00:00+01:00', '2027-03-28T07:00:00+02:00'],
      ['2027-10-30T23:00:00+02:00', '2027-10-31T07:00:00+01:00'],
    ].map(([start = '', end = ''], index) => ({ ...template, id: index + 1, start, end }));
    const { events } = parseFeed(calendarFeed(state));
    for (const shift of state.shifts) expectShiftInFeed(events, shift);
    expect(events.get('shift-2@pidz.nl')?.end).toBe(Date.parse('2026-10-25T06:00:00Z'));
  });
});

describe('the calendar feed over HTTP from the Node mock server', () => {
  const server = createMockHttpServer({ scenario: 'freelancer' });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await server.listen(0);
  });
  afterAll(() => server.close());

  /** getWebCalURL over HTTP, reaching the server at `base` (default its own base URL). */
  async function webCalUrl(base = baseUrl): Promise<string> {
    const response = await fetch(`${base}/api-rpc-cognito/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await sessionAuthorization(base)) },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'pidz.services.api.calendar:getWebCalURL',
        params: {},
      }),
    });
    const body = (await response.json()) as { result: { url: string } };
    return body.result.url;
  }

  it('points the webcal address at itself and serves the feed there', async () => {
    const url = await webCalUrl();
    const port = new URL(baseUrl).port;
    expect(url).toMatch(
      new RegExp(`^webcal://localhost:${port}/calendar/feed/[0-9a-f]{16}\\.ics$`),
    );
    const response = await fetch(url.replace(/^webcal:/, 'http:'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const { events } = parseFeed(await response.text());
    const shifts = server.session.backend.state.shifts.filter(
      (shift) => Date.parse(shift.end) > Date.now() && [2, 3, 6].includes(shift.status),
    );
    expect(shifts.length).toBeGreaterThan(3);
    for (const shift of shifts) expectShiftInFeed(events, shift);
  });

  it('uses the host the client reached it by', async () => {
    const port = new URL(baseUrl).port;
    await expect(webCalUrl(`http://127.0.0.1:${port}`)).resolves.toMatch(
      new RegExp(`^webcal://127\\.0\\.0\\.1:${port}/calendar/feed/`),
    );
  });
});
