import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { NotForAgencyWorkers } from './lib/access';
import { LoadingState } from './lib/states';
import { NotFoundPage } from './shell/NotFoundPage';

/** The props of a component type. */
type PropsOf<T> = T extends ComponentType<infer Props> ? Props : never;

/** A screen loaded on first use from its feature's public entry (one chunk per feature). */
function lazyScreen<Entry, Name extends keyof Entry>(
  load: () => Promise<Entry>,
  name: Name,
): LazyExoticComponent<ComponentType<PropsOf<Entry[Name]>>> {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<PropsOf<Entry[Name]>>,
  }));
}

const CalendarRoutes = lazyScreen(() => import('./features/calendar'), 'CalendarRoutes');
const ShiftDetailScreen = lazyScreen(() => import('./features/calendar'), 'ShiftDetailScreen');
const DashboardScreen = lazyScreen(() => import('./features/dashboard'), 'DashboardScreen');
const CvRoutes = lazyScreen(() => import('./features/cv'), 'CvRoutes');
const NotificationsScreen = lazyScreen(
  () => import('./features/notifications'),
  'NotificationsScreen',
);
const ProfileOverviewScreen = lazyScreen(
  () => import('./features/profile'),
  'ProfileOverviewScreen',
);
const ProfileEditScreen = lazyScreen(() => import('./features/profile'), 'ProfileEditScreen');
const RatesOverviewScreen = lazyScreen(() => import('./features/rates'), 'RatesOverviewScreen');
const StandardRatesEditScreen = lazyScreen(
  () => import('./features/rates'),
  'StandardRatesEditScreen',
);
const DeviatingRateAddScreen = lazyScreen(
  () => import('./features/rates'),
  'DeviatingRateAddScreen',
);
const TravelTimeClientsScreen = lazyScreen(
  () => import('./features/travel-time'),
  'TravelTimeClientsScreen',
);
const TravelTimeEditScreen = lazyScreen(
  () => import('./features/travel-time'),
  'TravelTimeEditScreen',
);
const OrganisationEditScreen = lazyScreen(
  () => import('./features/organisations'),
  'OrganisationEditScreen',
);
const ShiftsScreen = lazyScreen(() => import('./features/shifts'), 'ShiftsScreen');

/**
 * Every route of spec section 2. Screens load lazily; the calendar and the CV own the paths below
 * their base (nested routes). Rates are not for agency workers. Anything else: 'Pagina niet gevonden'.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Switch>
        <Route path="/">
          <Redirect to="/calendar/month" replace />
        </Route>
        <Route path="/calendar/month" nest>
          <CalendarRoutes period="month" />
        </Route>
        <Route path="/calendar/week" nest>
          <CalendarRoutes period="week" />
        </Route>
        <Route path="/calendar/shift/:id">
          {(params) => <ShiftDetailScreen key={params.id} id={params.id} />}
        </Route>
        <Route path="/dashboard" component={DashboardScreen} />
        <Route path="/cv" nest component={CvRoutes} />
        <Route path="/settings/notifications" component={NotificationsScreen} />
        <Route path="/settings/profile" component={ProfileOverviewScreen} />
        <Route path="/settings/profile/personal/edit">
          <ProfileEditScreen section="personal" />
        </Route>
        <Route path="/settings/profile/address/edit">
          <ProfileEditScreen section="address" />
        </Route>
        <Route path="/settings/profile/contact/edit">
          <ProfileEditScreen section="contact" />
        </Route>
        <Route path="/settings/profile/company/edit">
          <ProfileEditScreen section="company" />
        </Route>
        <Route path="/settings/profile/bank/edit">
          <ProfileEditScreen section="bank" />
        </Route>
        <Route path="/settings/rates">
          <NotForAgencyWorkers>
            <RatesOverviewScreen />
          </NotForAgencyWorkers>
        </Route>
        <Route path="/settings/rates/edit">
          <NotForAgencyWorkers>
            <StandardRatesEditScreen />
          </NotForAgencyWorkers>
        </Route>
        <Route path="/settings/rates/different/add">
          <NotForAgencyWorkers>
            <DeviatingRateAddScreen />
          </NotForAgencyWorkers>
        </Route>
        <Route path="/settings/travel-time-clients" component={TravelTimeClientsScreen} />
        <Route path="/settings/travel-time/edit" component={TravelTimeEditScreen} />
        <Route path="/settings/organisation/edit/:id" component={OrganisationEditScreen} />
        <Route path="/shifts">
          <Redirect to="/shifts/incidental" replace />
        </Route>
        <Route path="/shifts/incidental">
          <ShiftsScreen kind="incidental" />
        </Route>
        <Route path="/shifts/periodical">
          <ShiftsScreen kind="periodical" />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
