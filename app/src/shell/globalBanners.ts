import type { TaskCode } from '@pidz/contracts';
import { visibleBanners, type BannerMessage } from '@pidz/ui';
import { paths } from '../paths';
import type { FreelancerBanners } from '../entities/freelancerBanners';
import type { BannerItem, ExpiryFacts } from './expiryFacts';
import { shellMessages } from './messages';

/** The profile banner keys of spec section 4. */
export type BannerKey = keyof typeof shellMessages.banners;

/** A global inactive reason of the banner data: unsubscribed, manual_inactive or invoice. */
type InactiveReason = FreelancerBanners['inactiveReasons'][number];

/**
 * The banner of each task code, written in the spec's priority order (section 4: highest first;
 * the order of this object's keys is that order). Documents and the profile's data activate the
 * profile; the CV's tasks and its expired items ask to complete the CV; expired files make the
 * user nearly inactive; the dashboard's own expiry codes take the banner of the files.
 */
const TASK_BANNER_KEYS = {
  unsubscribed: 'unsubscribed',
  manual_inactive: 'manual_inactive',
  timezone: 'timezone',
  missing_assets: 'activate_profile',
  vog_document: 'activate_profile',
  coc_document: 'activate_profile',
  insurance_document: 'activate_profile',
  complaints_document: 'activate_profile',
  invalid_cv: 'resume_incomplete',
  upload_diploma: 'resume_incomplete',
  add_workexperience: 'resume_incomplete',
  big_registration: 'resume_incomplete',
  add_languageskill_dutch: 'resume_incomplete',
  competency_experience: 'resume_incomplete',
  no_healthcare_provider_portal: 'profile_incomplete',
  renew_assets: 'nearly_inactive',
  profile_files_expired: 'nearly_inactive',
  resume_items_expired: 'resume_incomplete',
  dashboard_expired: 'nearly_inactive',
  profile_files_nearly_expired: 'profile_files_nearly_expired',
  resume_items_nearly_expired: 'resume_items_nearly_expired',
  dashboard_nearly_expired: 'profile_files_nearly_expired',
  set_automatic_payment_choice: 'profile_incomplete',
  wait_approve_assets: 'activate_profile',
} as const satisfies Record<TaskCode, BannerKey>;

/** The 24 task codes, highest priority first (spec section 4). */
export const TASK_PRIORITY = Object.keys(TASK_BANNER_KEYS) as readonly TaskCode[];

/** The tasks whose banner the dashboard adds as a notice: expired and nearly expired items. */
export const EXPIRY_TASKS: ReadonlySet<TaskCode> = new Set<TaskCode>([
  'renew_assets',
  'profile_files_expired',
  'resume_items_expired',
  'dashboard_expired',
  'profile_files_nearly_expired',
  'resume_items_nearly_expired',
  'dashboard_nearly_expired',
]);

/** The banners above the screens, most important first (the spec's task order, then the invoice). */
const GLOBAL_ORDER = ['unsubscribed', 'manual_inactive', 'timezone', 'invoice'] as const;

/** The banner key of a task code. */
export function taskBannerKey(code: TaskCode): BannerKey {
  return TASK_BANNER_KEYS[code];
}

/**
 * The banner of the highest-priority open task, or undefined when none is open; with the facts, a
 * dashboard expiry code takes the banner of what expired.
 */
export function taskBanner(
  openTasks: readonly TaskCode[],
  facts?: ExpiryFacts,
): BannerKey | undefined {
  const open = new Set(openTasks);
  const first = TASK_PRIORITY.find((code) => open.has(code));
  return first && taskKeyWith(first, facts);
}

/** Where the user is: any screen, or the dashboard (which adds the task banner and the notices). */
export type BannerPlace = 'global' | 'dashboard';

/**
 * What resolves a banner: a link in the app (to the element `anchor` there, when it names one
 * thing), or paying the open software invoice.
 */
export type BannerAction =
  | { kind: 'link'; href: string; label: string; anchor?: string; isElsewhere?: boolean }
  | { kind: 'pay-invoice'; label: string };

/** A banner to show, with the action that resolves it. */
export interface ShownBanner extends Omit<BannerMessage, 'action' | 'id' | 'onDismiss'> {
  /** The banner key, or `system-<id>` for a system notification. */
  id: string;
  action?: BannerAction;
  /** The id of the system notice it shows, which the user can close. */
  noticeId?: number;
}

/** What the banners are made of. */
export interface BannerInputs {
  place: BannerPlace;
  /** The open task codes (`freelancer:getInactiveTaskList`, not completed), any order. */
  openTasks: readonly TaskCode[];
  /** The global inactive reasons of the banner data. */
  inactiveReasons: readonly InactiveReason[];
  /** Whether the browser's zone differs from Europe/Amsterdam. */
  isOutsideAppTimeZone: boolean;
  /** The first urgent system notification (`communication:getAllActive`), if any. */
  urgentNotification?: { id: number; title: string; text: string } | undefined;
  /** What expired or is missing, on the dashboard once known: the banners then name it. */
  facts?: ExpiryFacts | undefined;
  /** The system notices the user closed this session: not shown. */
  dismissedNotices?: ReadonlySet<number>;
}

const bannerTypes: Record<BannerKey, BannerMessage['type']> = {
  unsubscribed: 'error',
  manual_inactive: 'error',
  timezone: 'warning',
  invoice: 'warning',
  activate_profile: 'info',
  nearly_inactive: 'error',
  profile_incomplete: 'info',
  profile_files_nearly_expired: 'warning',
  resume_incomplete: 'info',
  resume_items_nearly_expired: 'warning',
};

const actionLabels = shellMessages.bannerActions;
const PROFILE = paths.profile.overview();
const CV = paths.cv.overview();

/** Where the user resolves each banner (the documents are part of the profile overview). */
const bannerActions: Partial<Record<BannerKey, BannerAction>> = {
  invoice: { kind: 'pay-invoice', label: actionLabels.payInvoice },
  activate_profile: { kind: 'link', href: PROFILE, label: actionLabels.toDocuments },
  nearly_inactive: { kind: 'link', href: PROFILE, label: actionLabels.renewDocuments },
  profile_incomplete: { kind: 'link', href: PROFILE, label: actionLabels.completeProfile },
  profile_files_nearly_expired: { kind: 'link', href: PROFILE, label: actionLabels.renewDocuments },
  resume_incomplete: { kind: 'link', href: CV, label: actionLabels.completeResume },
  resume_items_nearly_expired: { kind: 'link', href: CV, label: actionLabels.toResume },
};

const expiryTexts = shellMessages.expiry;

/** 'A', 'A en B', 'A, B en C'. */
function listed(items: readonly BannerItem[]): string {
  const names = items.map((item) => item.name);
  const last = names.pop();
  return names.length ? `${names.join(', ')}${expiryTexts.and}${last ?? ''}` : (last ?? '');
}

/** The items a banner names and its text and action's label for them, given the facts. */
function namedItems(key: BannerKey, facts: ExpiryFacts) {
  const named = {
    nearly_inactive: [facts.expiredDocuments, expiryTexts.documentsExpired, expiryTexts.renew],
    profile_files_nearly_expired: [
      facts.nearingDocuments,
      expiryTexts.documentsNearing,
      expiryTexts.renew,
    ],
    resume_incomplete: [facts.expiredResumeItems, expiryTexts.resumeExpired, expiryTexts.toItem],
    resume_items_nearly_expired: [
      facts.nearingResumeItems,
      expiryTexts.resumeNearing,
      expiryTexts.toItem,
    ],
    activate_profile: [facts.missingDocuments, expiryTexts.missingDocuments, expiryTexts.add],
  } as const;
  return key in named ? named[key as keyof typeof named] : undefined;
}

function keyBanner(key: BannerKey, facts: ExpiryFacts | undefined): ShownBanner {
  const banner: ShownBanner = {
    id: key,
    type: bannerTypes[key],
    ...shellMessages.banners[key],
  };
  const [items, text, label] = (facts && namedItems(key, facts)) ?? [];
  const first = items?.[0];
  if (items && first && text && label) {
    // Says what expired (or is missing) and leads to the first of them.
    return {
      ...banner,
      text: text(listed(items), items.length),
      action: first.isElsewhere
        ? {
            kind: 'link',
            href: first.href,
            isElsewhere: true,
            label: expiryTexts.viaSupport(label(first.name)),
          }
        : { kind: 'link', href: first.href, anchor: first.anchor, label: label(first.name) },
    };
  }
  const action = bannerActions[key];
  return action ? { ...banner, action } : banner;
}

/**
 * The banner key of a task, given the facts: the dashboard's own expiry codes cover documents and
 * CV items alike, so they take the banner of what did expire (a CV registration is no document).
 */
function taskKeyWith(code: TaskCode, facts: ExpiryFacts | undefined): BannerKey {
  if (facts && code === 'dashboard_expired' && facts.expiredDocuments.length === 0) {
    if (facts.expiredResumeItems.length > 0) return 'resume_incomplete';
  }
  if (facts && code === 'dashboard_nearly_expired' && facts.nearingDocuments.length === 0) {
    if (facts.nearingResumeItems.length > 0) return 'resume_items_nearly_expired';
  }
  return taskBannerKey(code);
}

/**
 * The banners to show (spec section 4), at most 3, most important first:
 * 1. on every screen, the global inactive reasons (unsubscribed, manual_inactive, invoice) and the
 *    timezone banner when the browser is not in Europe/Amsterdam, in the spec's task order;
 * 2. the first urgent system notification, as a warning, unless the user closed it this session;
 * 3. on the dashboard, the banner of the highest-priority open task, then the expired and nearly
 *    expired notices of the open tasks, in task order.
 * A banner shows once, in its highest place.
 */
export function shownBanners({
  place,
  openTasks,
  inactiveReasons,
  isOutsideAppTimeZone,
  urgentNotification,
  facts,
  dismissedNotices,
}: BannerInputs): ShownBanner[] {
  const keys = new Set<BannerKey>(inactiveReasons);
  if (isOutsideAppTimeZone) keys.add('timezone');
  const taskKeys: BannerKey[] = [];
  if (place === 'dashboard') {
    const open = new Set(openTasks);
    const first = taskBanner(openTasks, facts);
    if (first) taskKeys.push(first);
    for (const code of TASK_PRIORITY) {
      if (open.has(code) && EXPIRY_TASKS.has(code)) taskKeys.push(taskKeyWith(code, facts));
    }
  }
  // A task banner that is a global one takes its global place.
  for (const key of taskKeys) if ((GLOBAL_ORDER as readonly string[]).includes(key)) keys.add(key);
  const banners = GLOBAL_ORDER.filter((key) => keys.has(key)).map((key) => keyBanner(key, facts));
  if (urgentNotification && !dismissedNotices?.has(urgentNotification.id)) {
    banners.push({
      id: `system-${urgentNotification.id}`,
      noticeId: urgentNotification.id,
      type: 'warning',
      title: urgentNotification.title,
      text: urgentNotification.text,
    });
  }
  for (const key of new Set(taskKeys)) if (!keys.has(key)) banners.push(keyBanner(key, facts));
  return visibleBanners(banners);
}
