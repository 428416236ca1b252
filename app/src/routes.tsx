import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { NotForAgencyWorkers } from './lib/access';
import { lazyFromChunk } from './lib/onDemandChunk';
import { LoadingState } from './lib/states';
import { NotFoundPage } from './shell/NotFoundPage';
import { featureEntries, ROUTE_REDIRECTS } from './featureRoutes';

const {
  calendar,
  cv,
  dashboard,
  invoices,
  notifications,
  organisations,
  profile,
  rates,
  reviews,
  shifts,
  travelTime,
} = featureEntries;
const CalendarRoutes = lazyFromChunk(calendar, 'CalendarRoutes');
const ShiftDetailScreen = lazyFromChunk(calendar, 'ShiftDetailScreen');
const DashboardScreen = lazyFromChunk(dashboard, 'DashboardScreen');
const CvRoutes = lazyFromChunk(cv, 'CvRoutes');
const InvoiceRoutes = lazyFromChunk(invoices, 'InvoiceRoutes');
const ReviewsScreen = lazyFromChunk(reviews, 'ReviewsScreen');
const NotificationsScreen = lazyFromChunk(notifications, 'NotificationsScreen');
const ProfileOverviewScreen = lazyFromChunk(profile, 'ProfileOverviewScreen');
const ProfileEditPage = lazyFromChunk(profile, 'ProfileEditPage');
const PreferencesScreen = lazyFromChunk(profile, 'PreferencesScreen');
const RatesOverviewScreen = lazyFromChunk(rates, 'RatesOverviewScreen');
const StandardRatesEditScreen = lazyFromChunk(rates, 'StandardRatesEditScreen');
const DeviatingRateFormScreen = lazyFromChunk(rates, 'DeviatingRateFormScreen');
const TravelTimeClientsScreen = lazyFromChunk(travelTime, 'TravelTimeClientsScreen');
const TravelTimeEditScreen = lazyFromChunk(travelTime, 'TravelTimeEditScreen');
const OrganisationEditScreen = lazyFromChunk(organisations, 'OrganisationEditScreen');
const ShiftsScreen = lazyFromChunk(shifts, 'ShiftsScreen');

/**
 * Every route of spec section 2. Screens load lazily; the calendar and the CV own the paths below
 * their base (nested routes). Which feature owns which path, and the redirects, are in
 * featureRoutes.ts too (the start-up loads a route's chunk and data from there): keep them alike. Rates and invoices are not for agency workers. Anything else: 'Pagina niet gevonden'.
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
        <Route path="/invoices" nest>
          <NotForAgencyWorkers>
            <InvoiceRoutes />
          </NotForAgencyWorkers>
        </Route>
        <Route path="/reviews" component={ReviewsScreen} />
        <Route path="/settings/notifications" component={NotificationsScreen} />
        <Route path="/settings/profile" component={ProfileOverviewScreen} />
        <Route path="/settings/profile/personal/edit">
          <ProfileEditPage section="personal" />
        </Route>
        <Route path="/settings/profile/address/edit">
          <ProfileEditPage section="address" />
        </Route>
        <Route path="/settings/profile/contact/edit">
          <ProfileEditPage section="contact" />
        </Route>
        <Route path="/settings/profile/company/edit">
          <ProfileEditPage section="company" />
        </Route>
        <Route path="/settings/profile/bank/edit">
          <ProfileEditPage section="bank" />
        </Route>
        <Route path="/settings/preferences" component={PreferencesScreen} />
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
