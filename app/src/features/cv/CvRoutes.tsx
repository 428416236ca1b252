import { lazy, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { CvOverviewScreen } from './CvOverviewScreen';
import { CV_OVERVIEW } from './cvPaths';
import type * as FormScreenModule from './formScreens';

type FormScreens = typeof FormScreenModule;

/** A form page from the forms' own chunk (formScreens.ts), loaded when a form page first opens. */
function lazyFormScreen<Name extends keyof FormScreens>(name: Name) {
  return lazy(async () => ({ default: (await import('./formScreens'))[name] }));
}

const WorkExperienceFormScreen = lazyFormScreen('WorkExperienceFormScreen');
const EducationFormScreen = lazyFormScreen('EducationFormScreen');
const TrainingFormScreen = lazyFormScreen('TrainingFormScreen');
const RegistrationFormScreen = lazyFormScreen('RegistrationFormScreen');
const LanguageFormScreen = lazyFormScreen('LanguageFormScreen');
const CompetenciesFormScreen = lazyFormScreen('CompetenciesFormScreen');

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
