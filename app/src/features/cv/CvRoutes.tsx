import { Route, Switch } from 'wouter';
import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { CvOverviewScreen } from './CvOverviewScreen';
import { LanguageFormScreen } from './languages/LanguageFormScreen';
import { cvMessages } from './messages';

/**
 * Everything under `/cv`, mounted on a nested route (paths here are relative to `/cv`): the
 * overview and the language form. The other CV forms of spec section 2 are not built yet and say so.
 */
export function CvRoutes() {
  return (
    <Switch>
      <Route path="/">
        <CvOverviewScreen />
      </Route>
      <Route path="/languages/add">
        <LanguageFormScreen />
      </Route>
      <Route path="/languages/edit/:id">
        {(params) => <LanguageFormScreen key={params.id} skillId={params.id} />}
      </Route>
      <Route>
        <Page title={cvMessages.title}>
          <EmptyState />
        </Page>
      </Route>
    </Switch>
  );
}
