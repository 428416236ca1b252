/**
 * The page `npm run bench:calendar` drives (scripts/bench-calendar.ts): a host with the app's
 * providers, into which it opens the portal's month view (its route table's screen on its route, with the
 * 1000 items in the query cache) or react-big-calendar's month view on the same items, and the
 * measurements. Production build; nothing here is part of the app.
 */
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Calendar, Views, dayjsLocalizer } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import dayjs from 'dayjs';
import type { CalendarItem } from '@pidz/contracts';
import { monthName } from '@pidz/ui';
import { AppProviders } from '../../app/src/boot/renderBoot';
import { ScreenProviders } from '../../app/src/SignedInApp';
import { createQueryClient } from '../../app/src/lib/platform/queryClient';
import { currentUserQuery } from '../../app/src/entities/currentUser';
import { inactiveTasksQuery } from '../../app/src/entities/freelancerBanners';
import { seedScenario } from '../../mocks/scenarios';
import { rpcKey } from '../../app/src/lib/platform/queries';
import { sessionStore } from '../../app/src/lib/platform/session';
import { routes } from '../../app/src/features/calendar';
import { paths } from '../../app/src/paths';
import { availabilityQuery } from '../../app/src/features/calendar/api';
import {
  navigate,
  Navigation,
  visibleRange,
  type Period,
} from '../../app/src/features/calendar/model';
import { BareMonth, bareMonthTitle } from './bareMonth';
import type { Subject } from './api';
import {
  button,
  pressOnFocusedDay,
  selectedCount,
  timeUntilPainted,
  until,
  whenQuiet,
} from './dom';
import { BENCH_MONTH, answerMarking, benchItems } from './events';

const items = benchItems();
const firstPeriod: Period = { view: 'month', ...BENCH_MONTH };
const nextPeriod = navigate(firstPeriod, Navigation.NEXT);

let requests = 0;
const realFetch = window.fetch.bind(window);
window.fetch = (...args) => {
  requests += 1;
  return realFetch(...args);
};

/** A fresh cache with what the start-up reads (the user, her open tasks) and the view's items. */
function seededQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, seedScenario('freelancer').user);
  queryClient.setQueryData(inactiveTasksQuery.queryKey, []);
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

/** The portal's month view as the app's router mounts it, on the route `/calendar/month`. */
function portalMonth() {
  return (
    <Route path={paths.calendar.month.fullPattern} nest>
      {routes.month.screen({})}
    </Route>
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
  'bare-react': {
    element: () => <BareMonth items={items} {...BENCH_MONTH} />,
    isShowing: (period: Period) =>
      period.view === 'month' &&
      document.querySelector('.bare-bar h2')?.textContent ===
        bareMonthTitle(period.year, period.month) &&
      document.querySelector('.bare-tile') !== null,
    next: 'Volgende',
    previous: 'Vorige',
  },
} satisfies Record<Subject, unknown>;

/** The host's query cache (set by `Host`), for `markAll`. */
let hostQueryClient: ReturnType<typeof createQueryClient> | undefined;

let root: Root | undefined;
let current: (typeof subjects)[Subject] | undefined;
/** Puts a view into the running host (set by `Host` when it renders). */
let showView: ((view: ReactNode) => void) | undefined;

/**
 * The running app a calendar opens in: the app's providers (query cache holding the portal's
 * items, global styles, router, screen providers), rendered before any time is taken, as the app
 * has them up before a route renders. Every subject opens in it.
 */
function Host() {
  const [view, setView] = useState<ReactNode>(null);
  showView = setView;
  const [queryClient] = useState(seededQueryClient);
  hostQueryClient = queryClient;
  const [{ hook }] = useState(() =>
    memoryLocation({ path: `/calendar/month/${BENCH_MONTH.year}/${BENCH_MONTH.month}` }),
  );
  return (
    <AppProviders queryClient={queryClient}>
      <Router hook={hook}>
        <ScreenProviders>{view}</ScreenProviders>
      </Router>
    </AppProviders>
  );
}

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
  start() {
    const container = document.getElementById('root');
    if (!container || root) throw new Error('the host runs already');
    root = createRoot(container);
    const host = root;
    flushSync(() => host.render(<Host />));
  },
  mount(subject) {
    const show = showView;
    if (!show || current) throw new Error('start the host, and unmount before mounting again');
    const shown = subjects[subject];
    current = shown;
    // What the view is given (its items, in the host's cache) is there before the clock starts.
    const element = shown.element();
    return timeUntilPainted(
      () => flushSync(() => show(element)),
      () => shown.isShowing(firstPeriod),
    );
  },
  next: () => press('next', nextPeriod),
  previous: () => press('previous', firstPeriod),
  unmount() {
    const show = showView;
    if (show) flushSync(() => show(null));
    current = undefined;
  },
  quiet: whenQuiet,
  requests: () => requests,
  async select(steps) {
    // From the month's 1st, so that the steps stay in the month (a step into the next month would
    // show that one).
    const firstOfMonth = `${BENCH_MONTH.year}-${String(BENCH_MONTH.month).padStart(2, '0')}-01`;
    const cell = document.querySelector<HTMLElement>(
      `[role="gridcell"][data-key="${firstOfMonth}"]`,
    );
    if (!cell) throw new Error('the month is not shown');
    cell.focus();
    pressOnFocusedDay('ArrowRight');
    await until(
      () => selectedCount() === 2 && document.querySelector('section[aria-label]') !== null,
    );
    await whenQuiet();
    const extend: number[] = [];
    for (let step = 1; step <= steps; step += 1) {
      extend.push(
        await timeUntilPainted(
          () => pressOnFocusedDay('ArrowRight'),
          () => selectedCount() === step + 2,
        ),
      );
      await whenQuiet();
    }
    const clear = await timeUntilPainted(
      () => pressOnFocusedDay('Escape', false),
      () => selectedCount() === 0,
    );
    return { extend, clear };
  },
  async markAll() {
    const queryClient = hostQueryClient;
    if (!queryClient) throw new Error('start the host first');
    queryClient.setQueriesData<CalendarItem[]>(
      { queryKey: rpcKey('calendar:getAvailability') },
      [],
    );
    sessionStore.tokens = { accessToken: 'bench', expiresAt: Date.now() + 3_600_000 };
    sessionStore.status = 'signed-in';
    // The 42 days by a drag from the first to the last (keys would move into the next month).
    const cells = [...document.querySelectorAll<HTMLElement>('[role="gridcell"]')];
    const drag = (type: string, cell: HTMLElement | undefined) => {
      if (!cell) throw new Error('the month is not shown');
      const box = cell.getBoundingClientRect();
      cell.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 1,
          pointerType: 'mouse',
          button: 0,
          clientX: box.x + box.width / 2,
          clientY: box.y + box.height / 2,
        }),
      );
    };
    drag('pointerdown', cells[0]);
    drag('pointermove', cells.at(-1));
    drag('pointerup', cells.at(-1));
    await until(() => selectedCount() === 42);
    const mark = await (async () => {
      await until(() => !!document.querySelector('section[aria-label] button'));
      return button('Niet beschikbaar');
    })();
    await whenQuiet();
    const before = requests;
    let calls = 0;
    const countingFetch = window.fetch;
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/api-rpc-cognito/')) {
        requests += 1;
        const body = String(init?.body ?? '');
        calls += [JSON.parse(body)].flat().length;
        return Promise.resolve(answerMarking(body, items[0]));
      }
      return countingFetch(input, init);
    };
    try {
      const ms = await timeUntilPainted(
        () => mark.click(),
        () => document.querySelectorAll('[role="grid"] [data-type="unavailable"]').length >= 42,
      );
      return { ms, requests: requests - before, calls };
    } finally {
      window.fetch = countingFetch;
    }
  },
};
