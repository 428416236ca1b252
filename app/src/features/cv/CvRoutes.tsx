import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { loadDatePicker } from '@pidz/ui';
import { lazyFromChunk, onDemandChunk } from '../../lib/screen/onDemandChunk';
import { usePreloadWhenIdle } from '../../lib/screen/preloadWhenIdle';
import { CvOverviewScreen } from './CvOverviewScreen';
import { CV_OVERVIEW } from './cvPaths';

/**
 * The form pages, a chunk of their own (formScreens.ts), with the date picker their date fields
 * load (side by side, not once a form has rendered): loaded once the first screen has been shown,
 * when the browser is idle, or when a form page first opens. A form page whose chunk is there
 * renders at once, without a suspended first render (lazyFromChunk).
 */
const formScreensChunk = onDemandChunk(async () => {
  const [formScreens] = await Promise.all([import('./formScreens'), loadDatePicker()]);
  return formScreens;
});

const WorkExperienceFormScreen = lazyFromChunk(formScreensChunk, 'WorkExperienceFormScreen');
const EducationFormScreen = lazyFromChunk(formScreensChunk, 'EducationFormScreen');
const TrainingFormScreen = lazyFromChunk(formScreensChunk, 'TrainingFormScreen');
const RegistrationFormScreen = lazyFromChunk(formScreensChunk, 'RegistrationFormScreen');
const LanguageFormScreen = lazyFromChunk(formScreensChunk, 'LanguageFormScreen');
const CompetenciesFormScreen = lazyFromChunk(formScreensChunk, 'CompetenciesFormScreen');

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
 * The form pages' chunk loads once the first screen has been shown (usePreloadWhenIdle).
 */
export function CvRoutes() {
  usePreloadWhenIdle(formScreensChunk);
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
