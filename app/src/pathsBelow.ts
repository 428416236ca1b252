import { paths, route } from './paths';

/**
 * The addresses below the base of a feature that routes its own pages below its base (the CV and
 * the invoices; `paths.cv.overview` and `paths.invoices.list` are nested routes), each written
 * once, with a typed link: `cvPaths.educationEdit({ id: 12 })`. The feature's route table gives
 * each its screen and loader (RoutesBelow, loaderBelow). Not in paths.ts: that module is part of
 * the first load, which these pages do not need.
 */

const CV = paths.cv.overview.base;
const INVOICES = paths.invoices.list.base;

/** The CV's pages (spec section 2): the overview, each section's add and edit page. */
export const cvPaths = {
  overview: route(CV, '/'),
  workExperienceAdd: route(CV, '/work-experience/add'),
  workExperienceEdit: route(CV, '/work-experience/edit/:id'),
  educationAdd: route(CV, '/education/add'),
  educationEdit: route(CV, '/education/edit/:id'),
  trainingAdd: route(CV, '/training/add'),
  trainingEdit: route(CV, '/training/edit/:id'),
  registrationAdd: route(CV, '/registration/add'),
  registrationEdit: route(CV, '/registration/edit/:id'),
  languageAdd: route(CV, '/languages/add'),
  languageEdit: route(CV, '/languages/edit/:id'),
  /** The competencies of one category, by its id. */
  competenciesEdit: route(CV, '/competencies/edit/:id'),
} as const;

/** The invoices' pages (docs/decisions/0015). */
export const invoicePaths = {
  /** The two lists (their search: `?tab=software&status=open&page=2`). */
  list: route(INVOICES, '/'),
  /** A freelancer invoice, by its timesheet (the contract reads one by its sheet). */
  freelancer: route(INVOICES, '/freelancer/:sheetId'),
  software: route(INVOICES, '/software/:id'),
  /** Sending the invoice of a timesheet. */
  send: route(INVOICES, '/send/:sheetId'),
  /** The layout of the invoices the portal makes. */
  template: route(INVOICES, '/template'),
} as const;
