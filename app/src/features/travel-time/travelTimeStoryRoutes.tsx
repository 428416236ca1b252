import { Route, Switch } from 'wouter';
import { TravelTimeClientsScreen } from './TravelTimeClientsScreen';
import { TravelTimeEditScreen } from './TravelTimeEditScreen';

/** The travel time's routes as the app mounts them, for the stories. Not used by the app. */
export function TravelTimeStoryRoutes() {
  return (
    <Switch>
      <Route path="/settings/travel-time-clients" component={TravelTimeClientsScreen} />
      <Route path="/settings/travel-time/edit" component={TravelTimeEditScreen} />
    </Switch>
  );
}
