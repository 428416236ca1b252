import { SectionNav } from '@pidz/ui';
import { paths } from '../paths';
import { useCurrentUser } from '../entities/currentUser';
import { isAgencyWorker } from '../lib/platform/session';
import { shellMessages } from './messages';

const texts = shellMessages.settingsNav;

/** One page of the settings and the bases of the routes that belong to it. */
interface SettingsSection {
  label: string;
  href: string;
  /** The route bases within it: the organisations open from the travel time's list. */
  bases: readonly string[];
  isHiddenForAgencyWorkers?: boolean;
}

const sections: readonly SettingsSection[] = [
  { label: texts.profile, href: paths.profile.overview(), bases: [paths.profile.overview.base] },
  {
    label: texts.preferences,
    href: paths.profile.preferences(),
    bases: [paths.profile.preferences.base],
  },
  {
    label: texts.rates,
    href: paths.rates.overview(),
    bases: [paths.rates.overview.base],
    isHiddenForAgencyWorkers: true,
  },
  {
    label: texts.travelTime,
    href: paths.travelTime.clients(),
    bases: [
      paths.travelTime.clients.base,
      paths.travelTime.edit.base,
      paths.organisations.edit.base,
    ],
  },
  {
    label: texts.notifications,
    href: paths.notifications.overview(),
    bases: [paths.notifications.overview.base],
  },
];

const isWithin = (base: string, path: string) => path === base || path.startsWith(`${base}/`);

/** Whether a path is one of the settings' pages (the layout shows their navigation there). */
export const isSettingsPath = (path: string) =>
  sections.some((section) => section.bases.some((base) => isWithin(base, path)));

/**
 * The settings' one navigation (docs/decisions/0023): Profiel, Voorkeuren, Tarieven (not for agency
 * workers), Reistijd (with the organisations, which open from its list) and Meldingen, the current
 * one marked; the layout shows it above every settings page.
 */
export function SettingsNav({ path }: { path: string }) {
  const user = useCurrentUser();
  const items = sections
    .filter((section) => !(section.isHiddenForAgencyWorkers && isAgencyWorker(user)))
    .map((section) => ({
      label: section.label,
      href: section.href,
      isCurrent: section.bases.some((base) => isWithin(base, path)),
    }));
  return <SectionNav aria-label={texts.label} items={items} />;
}
