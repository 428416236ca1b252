import { anchors, cvAddPath, paths, type CvFormSection } from '../../paths';
import type { RemovableSection } from './api';

/**
 * Addresses of the CV's pages. `cvHref` is absolute, for links (LinkButton goes through the app's
 * router); `CV_OVERVIEW` leaves the nested `/cv` route for wouter's navigate and Redirect.
 */

/** The overview, from inside the nested `/cv` route (wouter's `~` is the app's root). */
export const CV_OVERVIEW = `~${paths.cv.overview()}`;

export type { CvFormSection };

/** `/cv/<section>/add` (written in paths.ts: the first run's steps lead there too). */
export const cvAddHref = cvAddPath;

/** `/cv/<section>/edit/<id>`. */
export function cvEditHref(section: CvFormSection | 'competencies', id: number): string {
  return `${paths.cv.overview()}/${section}/edit/${id}`;
}

/**
 * The element id of an item on the overview (`cv-<section>-<id>`, e.g. `cv-languages-503`; a
 * competency category: `cv-competencies-<category id>`): where a save brings the user back to.
 */
export function cvItemAnchor(section: RemovableSection | 'competencies', id: number): string {
  return anchors.cvItem(section, id);
}
