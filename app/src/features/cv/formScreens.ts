/**
 * The CV's add and edit pages, one chunk of their own: the overview (`/cv`, a first screen) does
 * not load the forms, their rules and their pickers; the route table (routeTable.tsx) loads this when a form page opens.
 */
export { CompetenciesFormScreen } from './competencies/CompetenciesFormScreen';
export { EducationFormScreen } from './education/EducationFormScreen';
export { LanguageFormScreen } from './languages/LanguageFormScreen';
export { RegistrationFormScreen } from './registration/RegistrationFormScreen';
export { TrainingFormScreen } from './training/TrainingFormScreen';
export { WorkExperienceFormScreen } from './work-experience/WorkExperienceFormScreen';
