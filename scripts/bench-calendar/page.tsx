/**
 * The page `npm run bench:calendar` drives (scripts/bench-calendar.ts): the portal's month view
 * (`CalendarRoutes`, as the app mounts it, with the 1000 items in its query cache) or
 * react-big-calendar's month view on the same items, and the three measurements. Production
 * build; nothing here is part of the app.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Calendar, Views, dayjsLocalizer } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import dayjs from 'dayjs';
import type { CalendarItem } from '@pidz/contracts';
import { monthName } from '@pidz/ui';
import { AppProviders } from '../../app/src/AppProviders';
import { ScreenProviders } from '../../app/src/ScreenProviders';
import { createQueryClient } from '../../app/src/lib/queryClient';
import { CalendarRoutes } from '../../app/src/features/calendar';
import { availabilityQuery } from '../../app/src/features/calendar/calendarItems';
import {
  navigate,
  Navigation,
  visibleRange,
  type Period,
} from '../../app/src/features/calendar/model';
import { BENCH_MONTH, benchItems } from './events';

/** Which calendar the page shows. */
export type Subject = 'pidz' | 'react-big-calendar';

/** What the runner calls in the page (`window.calendarBench`); each answers milliseconds. */
export interface CalendarBench {
  /** Renders the month view with the items; the time until the filled month is painted. */
  mount(subject: Subject): Promise<number>;
  /** Presses the view's 'next' button; the time until the next month is painted. */
  next(): Promise<number>;
  /** Presses the view's 'previous' button; the time until the first month is painted again. */
  previous(): Promise<number>;
  /** Takes the view away (after which `mount` can show it again, its code now warm). */
  unmount(): void;
  /** Calls to the network the page made (must stay 0: every item comes from the cache). */
  requests(): number;
}

declare global {
  interface Window {
    calendarBench: CalendarBench;
  }
}

const items = benchItems();
const firstPeriod: Period = { view: 'month', ...BENCH_MONTH };
const nextPeriod = navigate(firstPeriod, Navigation.NEXT);

let requests = 0;
const realFetch = window.fetch.bind(window);
window.fetch = (...args) => {
  requests += 1;
  return realFetch(...args);
};

/** Resolves after the frame that follows has been painted (a task queued in rAF runs after it). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(undefined);
    }),
  );
}

/** Runs `change` and waits, frame by frame, until `isShown` holds when a frame is drawn. */
async function timeUntilPainted(change: () => void, isShown: () => boolean): Promise<number> {
  const start = performance.now();
  change();
  for (let frame = 0; frame < 600; frame += 1) {
    const shown = await new Promise<boolean>((resolve) =>
      requestAnimationFrame(() => resolve(isShown())),
    );
    if (shown) {
      await afterNextPaint();
      // The rAF above ran before the frame's paint; the task after that paint ends the time.
      return performance.now() - start;
    }
  }
  throw new Error('the calendar did not show within 600 frames');
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find(
    (candidate) =>
      candidate.getAttribute('aria-label') === name || candidate.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button named '${name}'`);
  return found;
}

/** The item ranges the portal's view asks for, put into a fresh cache (as if loaded before). */
function seededQueryClient() {
  const queryClient = createQueryClient();
  for (let period = navigate(firstPeriod, Navigation.PREV), count = 0; count < 4; count += 1) {
    const range = visibleRange(period);
    const inRange = items.filter(
      (item) =>
        Date.parse(item.start) < Date.parse(range.end) &&
        Date.parse(item.end) > Date.parse(range.start),
    );
    queryClient.setQueryData<CalendarItem[]>(availabilityQuery(range).queryKey, inRange);
    period = navigate(period, Navigation.NEXT);
  }
  return queryClient;
}

/** The portal's month view as the app mounts it, on a cache that holds its items. */
function portalMonth() {
  const queryClient = seededQueryClient();
  const { hook } = memoryLocation({
    path: `/calendar/month/${BENCH_MONTH.year}/${BENCH_MONTH.month}`,
  });
  return (
    <AppProviders queryClient={queryClient}>
      <Router hook={hook}>
        <ScreenProviders>
          <Route path="/calendar/month" nest>
            <CalendarRoutes period="month" />
          </Route>
        </ScreenProviders>
      </Router>
    </AppProviders>
  );
}

const localizer = dayjsLocalizer(dayjs);
const events = items.map((item) => ({
  id: item.id,
  title: item.organisation_name ?? 'Niet beschikbaar',
  start: new Date(item.start),
  end: new Date(item.end),
  allDay: item.isAllDay,
}));

/** react-big-calendar's month view on the same items. */
function bigCalendarMonth() {
  return (
    <div style={{ height: '45rem' }}>
      <Calendar
        localizer={localizer}
        events={events}
        views={[Views.MONTH]}
        defaultView={Views.MONTH}
        defaultDate={new Date(BENCH_MONTH.year, BENCH_MONTH.month - 1, 15)}
      />
    </div>
  );
}

/** How each subject shows that a month is on screen with its items, and its buttons' names. */
const subjects = {
  pidz: {
    element: portalMonth,
    isShowing: (period: Period) =>
      period.view === 'month' &&
      document
        .querySelector('[role="grid"]')
        ?.getAttribute('aria-label')
        ?.endsWith(`${monthName(period.month)} ${period.year}`) === true &&
      document.querySelector('[role="grid"] button') !== null,
    next: 'Volgende',
    previous: 'Vorige',
  },
  'react-big-calendar': {
    element: bigCalendarMonth,
    isShowing: (period: Period) =>
      period.view === 'month' &&
      document.querySelector('.rbc-toolbar-label')?.textContent ===
        dayjs(new Date(period.year, period.month - 1, 1)).format('MMMM YYYY') &&
      document.querySelector('.rbc-month-view .rbc-event') !== null,
    next: 'Next',
    previous: 'Back',
  },
} satisfies Record<Subject, unknown>;

let root: Root | undefined;
let current: (typeof subjects)[Subject] | undefined;

/** Presses the shown view's own next or previous button; the time until `period` is painted. */
function press(which: 'next' | 'previous', period: Period): Promise<number> {
  const shown = current;
  if (!shown) throw new Error('mount first');
  return timeUntilPainted(
    () => button(shown[which]).click(),
    () => shown.isShowing(period),
  );
}

window.calendarBench = {
  mount(subject) {
    const container = document.getElementById('root');
    if (!container || root) throw new Error('unmount before mounting again');
    current = subjects[subject];
    const shown = current;
    root = createRoot(container);
    const mounted = root;
    // What the view is given (the cache with its items) is made before the clock starts.
    const element = shown.element();
    return timeUntilPainted(
      () => flushSync(() => mounted.render(element)),
      () => shown.isShowing(firstPeriod),
    );
  },
  next: () => press('next', nextPeriod),
  previous: () => press('previous', firstPeriod),
  unmount() {
    root?.unmount();
    root = undefined;
  },
  requests: () => requests,
};
