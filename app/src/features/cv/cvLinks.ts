import { anchors } from '../../paths';
import { cvPaths } from '../../pathsBelow';
import type { RemovableSection } from './api';

/**
 * Where the CV's links lead: the add and edit pages of each section with a form (app/src/paths.ts,
 * spec section 2), by the section's path segment, and the items on the overview.
 */
export const sectionPages = {
  'work-experience': { add: cvPaths.workExperienceAdd, edit: cvPaths.workExperienceEdit },
  education: { add: cvPaths.educationAdd, edit: cvPaths.educationEdit },
  training: { add: cvPaths.trainingAdd, edit: cvPaths.trainingEdit },
  registration: { add: cvPaths.registrationAdd, edit: cvPaths.registrationEdit },
  languages: { add: cvPaths.languageAdd, edit: cvPaths.languageEdit },
} as const;

/** The CV's sections with add and edit pages, by their path segment. */
export type CvFormSection = keyof typeof sectionPages;

/**
 * The element id of an item on the overview (`cv-<section>-<id>`, e.g. `cv-languages-503`; a
 * competency category: `cv-competencies-<category id>`): where a save brings the user back to.
 */
export function cvItemAnchor(section: RemovableSection | 'competencies', id: number): string {
  return anchors.cvItem(section, id);
}
