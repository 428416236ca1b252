import {
  briefcaseIcon,
  calendarIcon,
  clockIcon,
  dashboardIcon,
  fileTextIcon,
  graduationCapIcon,
  helpCircleIcon,
  receiptIcon,
  starIcon,
  type IconGlyph,
} from '@pidz/ui';
import { paths } from '../paths';
import { OLD_SITE_URL } from '../config';
import type { FeatureFlagName } from '../lib/platform/featureFlags';
import { shellMessages } from './messages';

/** The badge an entry can carry: open invoices, or a warning when the CV needs attention. */
export type NavBadge = 'open-invoices' | 'resume-warning';

/** One entry of the side menu. */
export interface NavEntry {
  label: string;
  icon: IconGlyph;
  /** A path of this app, or an absolute address on the older site. */
  href: string;
  /** True for entries the older site serves (they open there, marked as external). */
  isExternal: boolean;
  /** Hidden for agency workers, who may not view timesheets and invoices (spec section 6). */
  isHiddenForAgencyWorkers: boolean;
  badge?: NavBadge;
  /** The app's own path that replaces an older site's entry while a feature flag is on. */
  ownWhenFlag?: { flag: FeatureFlagName; href: string };
  /** The older site's address that replaces the app's own entry once a feature flag says off. */
  oldSiteWhenFlagOff?: { flag: FeatureFlagName; href: string };
}

const { nav } = shellMessages;

const own = (
  label: string,
  icon: IconGlyph,
  href: string,
  options: Pick<NavEntry, 'isHiddenForAgencyWorkers' | 'badge'> = {
    isHiddenForAgencyWorkers: false,
  },
): NavEntry => ({ label, icon, href, isExternal: false, ...options });

const oldSite = (
  label: string,
  icon: IconGlyph,
  path: string,
  options: Pick<NavEntry, 'isHiddenForAgencyWorkers' | 'badge'> = {
    isHiddenForAgencyWorkers: false,
  },
): NavEntry => ({ label, icon, href: `${OLD_SITE_URL}${path}`, isExternal: true, ...options });

/** The side menu, in order (spec section 1). */
export const navEntries: readonly NavEntry[] = [
  own(nav.dashboard, dashboardIcon, paths.dashboard.overview()),
  own(nav.calendar, calendarIcon, paths.calendar.month()),
  own(nav.shifts, briefcaseIcon, paths.shifts.incidental.base),
  oldSite(nav.agreements, fileTextIcon, '/agreements'),
  oldSite(nav.timesheets, clockIcon, '/sheets', { isHiddenForAgencyWorkers: true }),
  own(nav.invoices, receiptIcon, paths.invoices.list(), {
    isHiddenForAgencyWorkers: true,
    badge: 'open-invoices',
  }),
  {
    ...own(nav.cv, graduationCapIcon, paths.cv.overview(), {
      isHiddenForAgencyWorkers: false,
      badge: 'resume-warning',
    }),
    oldSiteWhenFlagOff: { flag: 'ffe-cv', href: `${OLD_SITE_URL}/cv` },
  },
  {
    ...oldSite(nav.reviews, starIcon, '/reviews'),
    ownWhenFlag: { flag: 'ffe-feedback', href: paths.reviews.overview() },
  },
  oldSite(nav.support, helpCircleIcon, '/support'),
];

/** A flag's answer as the menu knows it: undefined until it has answered (or when that failed). */
export type FlagAnswer = (flag: FeatureFlagName) => boolean | undefined;

/**
 * The entry as the menu shows it: the app's own path instead of the older site's while its flag is
 * on (Reviews, ffe-feedback), the older site's instead of the app's own once its flag says off (CV,
 * ffe-cv; docs/decisions/0023).
 */
export function withFlags(entry: NavEntry, flagAnswer: FlagAnswer): NavEntry {
  if (entry.ownWhenFlag && flagAnswer(entry.ownWhenFlag.flag) === true) {
    return { ...entry, href: entry.ownWhenFlag.href, isExternal: false };
  }
  if (entry.oldSiteWhenFlagOff && flagAnswer(entry.oldSiteWhenFlagOff.flag) === false) {
    return { ...entry, href: entry.oldSiteWhenFlagOff.href, isExternal: true };
  }
  return entry;
}

/** Whether a path of this app lies within an entry's section: `/calendar/week/2026` is in `/calendar/month`'s. */
export function isCurrentSection(entryHref: string, currentPath: string): boolean {
  const section = entryHref.split('/')[1];
  return section !== undefined && currentPath.split('/')[1] === section;
}
