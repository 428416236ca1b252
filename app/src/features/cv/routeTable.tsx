import type { QueryClient } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { loadDatePicker } from '@pidz/ui';
import { paths } from '../../paths';
import { cvPaths } from '../../pathsBelow';
import { loaderBelow, RoutesBelow, type RouteTable } from '../../lib/routing/routeTable';
import { lazyFromChunk, onDemandChunk } from '../../lib/screen/onDemandChunk';
import { prefetchCvPage, type CvPage } from './api';
import { CvOverviewScreen } from './CvOverviewScreen';
import { removeDialogChunk } from './RemoveResumeItem';

/**
 * The form pages, a chunk of their own (formScreens.ts), with the date picker their date fields
 * load (side by side, not once a form has rendered): loaded once the overview has been shown,
 * when the browser is idle (the overview's `preloadWhenIdle`), or when a form page first opens. A
 * form page whose chunk is there renders at once, without a suspended first render (lazyFromChunk).
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

/** The 'Verwijderen' question of an edit page (RemoveResumeItem), loaded when idle. */
const removeQuestion = [removeDialogChunk];

/** The loader of a CV page: the resume and the page's lookups (api.ts `prefetchCvPage`). */
const readsOf =
  (page: CvPage) =>
  ({ queryClient }: { queryClient: QueryClient }) =>
    prefetchCvPage(queryClient, page);

/**
 * The CV's pages (spec section 2): the overview, the add and edit pages of every section and the
 * competencies of a category. Each edit page is keyed by its id, so another id starts afresh.
 */
const pages: RouteTable<typeof cvPaths> = {
  overview: {
    path: cvPaths.overview,
    screen: () => <CvOverviewScreen />,
    loader: readsOf('overview'),
    preloadWhenIdle: [formScreensChunk, removeDialogChunk],
  },
  workExperienceAdd: {
    path: cvPaths.workExperienceAdd,
    screen: () => <WorkExperienceFormScreen />,
    loader: readsOf('work-experience'),
  },
  workExperienceEdit: {
    path: cvPaths.workExperienceEdit,
    screen: ({ id }) => <WorkExperienceFormScreen key={id} id={id} />,
    loader: readsOf('work-experience'),
    preloadWhenIdle: removeQuestion,
  },
  educationAdd: {
    path: cvPaths.educationAdd,
    screen: () => <EducationFormScreen />,
    loader: readsOf('education'),
  },
  educationEdit: {
    path: cvPaths.educationEdit,
    screen: ({ id }) => <EducationFormScreen key={id} id={id} />,
    loader: readsOf('education'),
    preloadWhenIdle: removeQuestion,
  },
  trainingAdd: {
    path: cvPaths.trainingAdd,
    screen: () => <TrainingFormScreen />,
    loader: readsOf('training'),
  },
  trainingEdit: {
    path: cvPaths.trainingEdit,
    screen: ({ id }) => <TrainingFormScreen key={id} id={id} />,
    loader: readsOf('training'),
    preloadWhenIdle: removeQuestion,
  },
  registrationAdd: {
    path: cvPaths.registrationAdd,
    screen: () => <RegistrationFormScreen />,
    loader: readsOf('registration'),
  },
  registrationEdit: {
    path: cvPaths.registrationEdit,
    screen: ({ id }) => <RegistrationFormScreen key={id} id={id} />,
    loader: readsOf('registration'),
    preloadWhenIdle: removeQuestion,
  },
  languageAdd: {
    path: cvPaths.languageAdd,
    screen: () => <LanguageFormScreen />,
    loader: readsOf('languages'),
  },
  languageEdit: {
    path: cvPaths.languageEdit,
    screen: ({ id }) => <LanguageFormScreen key={id} skillId={id} />,
    loader: readsOf('languages'),
    preloadWhenIdle: removeQuestion,
  },
  competenciesEdit: {
    path: cvPaths.competenciesEdit,
    screen: ({ id }) => <CompetenciesFormScreen key={id} id={id} />,
    loader: readsOf('competencies'),
  },
};

/** The CV's route: its pages below it; any other path below `/cv` returns to the overview. */
export const routes: RouteTable<typeof paths.cv> = {
  overview: {
    path: paths.cv.overview,
    // Below the nested route: `~` leaves it for the app's root.
    screen: () => (
      <RoutesBelow table={pages} otherwise={<Redirect to={`~${cvPaths.overview()}`} replace />} />
    ),
    loader: loaderBelow(pages, paths.cv.overview.base),
  },
};
