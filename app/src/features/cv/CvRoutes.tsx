import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { CompetenciesFormScreen } from './competencies/CompetenciesFormScreen';
import { CvOverviewScreen } from './CvOverviewScreen';
import { CV_OVERVIEW } from './cvPaths';
import { EducationFormScreen } from './education/EducationFormScreen';
import { LanguageFormScreen } from './languages/LanguageFormScreen';
import { RegistrationFormScreen } from './registration/RegistrationFormScreen';
import { TrainingFormScreen } from './training/TrainingFormScreen';
import { WorkExperienceFormScreen } from './work-experience/WorkExperienceFormScreen';

/** The add and edit pages of spec section 2 (languages keep their own props). */
const formScreens: readonly [path: string, Screen: ComponentType<{ id?: string }>][] = [
  ['work-experience', WorkExperienceFormScreen],
  ['education', EducationFormScreen],
  ['training', TrainingFormScreen],
  ['registration', RegistrationFormScreen],
];

/**
 * Everything under `/cv`, mounted on a nested route (paths here are relative to `/cv`): the
 * overview, the add and edit pages of every section and the competencies of a category. Any other
 * path returns to the overview. Each edit page is keyed by its id, so another id starts afresh.
 */
export function CvRoutes() {
  return (
    <Switch>
      <Route path="/">
        <CvOverviewScreen />
      </Route>
      {formScreens.flatMap(([path, Screen]) => [
        <Route key={`${path}/add`} path={`/${path}/add`}>
          <Screen />
        </Route>,
        <Route key={`${path}/edit`} path={`/${path}/edit/:id`}>
          {(params) => <Screen key={params.id} id={params.id} />}
        </Route>,
      ])}
      <Route path="/languages/add">
        <LanguageFormScreen />
      </Route>
      <Route path="/languages/edit/:id">
        {(params) => <LanguageFormScreen key={params.id} skillId={params.id} />}
      </Route>
      <Route path="/competencies/edit/:id">
        {(params) => <CompetenciesFormScreen key={params.id} id={params.id} />}
      </Route>
      <Route>
        <Redirect to={CV_OVERVIEW} replace />
      </Route>
    </Switch>
  );
}
