import ICAL from 'ical.js';
import { ShiftStatus, type Shift } from '@pidz/contracts';
import { APP_TIME_ZONE, parseInstant } from '@pidz/dates';
import type { BackendState } from '../state.ts';
import { feedShifts } from './calendarFeedAddress.ts';

/**
 * The personal calendar feed: an iCalendar document (RFC 5545) of the user's shifts, built with
 * ical.js, for calendar apps that subscribe to the webcal address of `calendar:getWebCalURL`.
 * Times are Amsterdam wall-clock times with `TZID=Europe/Amsterdam`, defined by the VTIMEZONE.
 */

/** Europe/Amsterdam since 1996: summer time from the last Sunday of March 02:00 to the last of October 03:00. */
const AMSTERDAM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${APP_TIME_ZONE}`,
  `X-LIC-LOCATION:${APP_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The content type of the feed. */
export const FEED_CONTENT_TYPE = 'text/calendar; charset=utf-8';

function amsterdamTime(iso: string, zone: ICAL.Timezone): ICAL.Time {
  const local = parseInstant(iso);
  return ICAL.Time.fromData(
    {
      year: local.year,
      month: local.month,
      day: local.day,
      hour: local.hour,
      minute: local.minute,
      second: local.second,
      isDate: false,
    },
    zone,
  );
}

/** The address as the calendar shows it: 'street house_number, city'. */
export function shiftLocation(shift: Shift): string {
  return `${shift.department_street} ${shift.department_house_number}, ${shift.department_city}`;
}

function shiftEvent(shift: Shift, zone: ICAL.Timezone, stamp: ICAL.Time): ICAL.Component {
  const component = new ICAL.Component('vevent');
  const event = new ICAL.Event(component);
  event.uid = `shift-${shift.id}@pidz.nl`;
  component.addPropertyWithValue('dtstamp', stamp);
  event.startDate = amsterdamTime(shift.start, zone);
  event.endDate = amsterdamTime(shift.end, zone);
  event.summary = shift.organisation_name;
  event.location = shiftLocation(shift);
  event.description = `${shift.function_name}, ${shift.department_name}`;
  component.addPropertyWithValue(
    'status',
    shift.status === ShiftStatus.FILLED ? 'CONFIRMED' : 'TENTATIVE',
  );
  component.addPropertyWithValue('transp', 'OPAQUE');
  return component;
}

/** The feed of the user's booked shifts (see feedShifts), stamped at `now`. */
export function calendarFeed(state: BackendState, now: Date = new Date()): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', '-//PIDZ//Agenda (mock)//NL');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', 'PIDZ diensten');
  calendar.addPropertyWithValue('x-wr-timezone', APP_TIME_ZONE);
  calendar.addPropertyWithValue('x-published-ttl', 'PT1H');
  const timezoneComponent = new ICAL.Component(ICAL.parse(AMSTERDAM_VTIMEZONE));
  calendar.addSubcomponent(timezoneComponent);
  const zone = new ICAL.Timezone({ component: timezoneComponent, tzid: APP_TIME_ZONE });
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const shift of feedShifts(state)) calendar.addSubcomponent(shiftEvent(shift, zone, stamp));
  return calendar.toString() + '\r\n';
}
