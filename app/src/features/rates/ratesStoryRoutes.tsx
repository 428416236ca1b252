import { Route, Switch } from 'wouter';
import { NotForAgencyWorkers } from '../../lib/access';
import { DeviatingRateFormScreen } from './DeviatingRateFormScreen';
import { RatesOverviewScreen } from './RatesOverviewScreen';
import { StandardRatesEditScreen } from './StandardRatesEditScreen';

/**
 * The rates' routes as the app mounts them (routes.tsx), for the stories: a save or cancel lands
 * on the overview. Not used by the app.
 */
export function RatesStoryRoutes() {
  return (
    <NotForAgencyWorkers>
      <Switch>
        <Route path="/settings/rates" component={RatesOverviewScreen} />
        <Route path="/settings/rates/edit" component={StandardRatesEditScreen} />
        <Route path="/settings/rates/different/add">
          <DeviatingRateFormScreen />
        </Route>
        <Route path="/settings/rates/different/edit/:id">
          {(params) => <DeviatingRateFormScreen key={params.id} departmentId={params.id} />}
        </Route>
      </Switch>
    </NotForAgencyWorkers>
  );
}
