import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { NotForAgencyWorkers } from './lib/access';
import { LoadingState } from './lib/states';
import { NotFoundPage } from './shell/NotFoundPage';
import { featureEntries, ROUTE_REDIRECTS } from './featureRoutes';

/** The props of a component type. */
type PropsOf<T> = T extends ComponentType<infer Props> ? Props : never;

/**
 * A screen loaded on first use from its feature's public entry (one chunk per feature, shared with
 * the feature's route loader: featureRoutes.ts).
 */
function lazyScreen<Entry, Name extends keyof Entry>(
  load: () => Promise<Entry>,
  name: Name,
): LazyExoticComponent<ComponentType<PropsOf<Entry[Name]>>> {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<PropsOf<Entry[Name]>>,
  }));
}

const {
  calendar,
  cv,
  dashboard,
  notifications,
  organisations,
  profile,
  rates,
  shifts,
  travelTime,
} = featureEntries;
const CalendarRoutes = lazyScreen(calendar, 'CalendarRoutes');
const ShiftDetailScreen = lazyScreen(calendar, 'ShiftDetailScreen');
const DashboardScreen = lazyScreen(dashboard, 'DashboardScreen');
const CvRoutes = lazyScreen(cv, 'CvRoutes');
const NotificationsScreen = lazyScreen(notifications, 'NotificationsScreen');
const ProfileOverviewScreen = lazyScreen(profile, 'ProfileOverviewScreen');
const ProfileEditScreen = lazyScreen(profile, 'ProfileEditScreen');
const RatesOverviewScreen = lazyScreen(rates, 'RatesOverviewScreen');
const StandardRatesEditScreen = lazyScreen(rates, 'StandardRatesEditScreen');
const DeviatingRateFormScreen = lazyScreen(rates, 'DeviatingRateFormScreen');
const TravelTimeClientsScreen = lazyScreen(travelTime, 'TravelTimeClientsScreen');
const TravelTimeEditScreen = lazyScreen(travelTime, 'TravelTimeEditScreen');
const OrganisationEditScreen = lazyScreen(organisations, 'OrganisationEditScreen');
const ShiftsScreen = lazyScreen(shifts, 'ShiftsScreen');

/**
 * Every route of spec section 2. Screens load lazily; the calendar and the CV own the paths below
 * their base (nested routes). Which feature owns which path, and the redirects, are in
 * featureRoutes.ts too (the start-up loads a route's chunk and data from there): keep them alike. Rates are not for agency workers. Anything else: 'Pagina niet gevonden'.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Switch>
        <Route path="/">
          <Redirect to={ROUTE_REDIRECTS['/']} replace />
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
            <DeviatingRateFormScreen />
          </NotForAgencyWorkers>
        </Route>
        <Route path="/settings/rates/different/edit/:id">
          {(params) => (
            <NotForAgencyWorkers>
              <DeviatingRateFormScreen key={params.id} departmentId={params.id} />
            </NotForAgencyWorkers>
          )}
        </Route>
        <Route path="/settings/travel-time-clients" component={TravelTimeClientsScreen} />
        <Route path="/settings/travel-time/edit" component={TravelTimeEditScreen} />
        <Route path="/settings/organisation/edit/:id">
          {(params) => <OrganisationEditScreen key={params.id} id={params.id} />}
        </Route>
        <Route path="/shifts">
          <Redirect to={ROUTE_REDIRECTS['/shifts']} replace />
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
