import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TaskCode } from '@pidz/contracts';
import {
  shownBanners,
  TASK_PRIORITY,
  taskBanner,
  taskBannerKey,
  type BannerInputs,
} from './globalBanners';

/** Spec section 4's priority order, as written there. */
const SPEC_ORDER = [
  'unsubscribed',
  'manual_inactive',
  'timezone',
  'missing_assets',
  'vog_document',
  'coc_document',
  'insurance_document',
  'complaints_document',
  'invalid_cv',
  'upload_diploma',
  'add_workexperience',
  'big_registration',
  'add_languageskill_dutch',
  'competency_experience',
  'no_healthcare_provider_portal',
  'renew_assets',
  'profile_files_expired',
  'resume_items_expired',
  'dashboard_expired',
  'profile_files_nearly_expired',
  'resume_items_nearly_expired',
  'dashboard_nearly_expired',
  'set_automatic_payment_choice',
  'wait_approve_assets',
];

const none: BannerInputs = {
  place: 'global',
  openTasks: [],
  inactiveReasons: [],
  isOutsideAppTimeZone: false,
};

const ids = (inputs: Partial<BannerInputs>) =>
  shownBanners({ ...none, ...inputs }).map((banner) => banner.id);

describe('the task banner', () => {
  it('knows the 24 task codes in the spec order', () => {
    expect(TASK_PRIORITY).toEqual(SPEC_ORDER);
  });

  it.each([
    ['unsubscribed', 'unsubscribed'],
    ['manual_inactive', 'manual_inactive'],
    ['timezone', 'timezone'],
    ['missing_assets', 'activate_profile'],
    ['vog_document', 'activate_profile'],
    ['coc_document', 'activate_profile'],
    ['insurance_document', 'activate_profile'],
    ['complaints_document', 'activate_profile'],
    ['invalid_cv', 'resume_incomplete'],
    ['upload_diploma', 'resume_incomplete'],
    ['add_workexperience', 'resume_incomplete'],
    ['big_registration', 'resume_incomplete'],
    ['add_languageskill_dutch', 'resume_incomplete'],
    ['competency_experience', 'resume_incomplete'],
    ['no_healthcare_provider_portal', 'profile_incomplete'],
    ['renew_assets', 'nearly_inactive'],
    ['profile_files_expired', 'nearly_inactive'],
    ['resume_items_expired', 'resume_incomplete'],
    ['dashboard_expired', 'nearly_inactive'],
    ['profile_files_nearly_expired', 'profile_files_nearly_expired'],
    ['resume_items_nearly_expired', 'resume_items_nearly_expired'],
    ['dashboard_nearly_expired', 'profile_files_nearly_expired'],
    ['set_automatic_payment_choice', 'profile_incomplete'],
    ['wait_approve_assets', 'activate_profile'],
  ] as const)('%s gives the %s banner', (code, key) => {
    expect(taskBannerKey(code)).toBe(key);
    expect(taskBanner([code])).toBe(key);
  });

  it('is that of the highest-priority open task', () => {
    expect(taskBanner(['wait_approve_assets', 'invalid_cv', 'renew_assets'])).toBe(
      'resume_incomplete',
    );
    expect(taskBanner([])).toBeUndefined();
  });
});

describe('the banners shown', () => {
  it('shows nothing for an active user in Amsterdam', () => {
    expect(shownBanners(none)).toEqual([]);
  });

  it('keeps only the global inactive reasons on every screen, in priority order', () => {
    const banners = shownBanners({
      ...none,
      inactiveReasons: ['invoice', 'unsubscribed'],
      openTasks: ['invalid_cv'],
    });
    expect(banners.map((banner) => banner.id)).toEqual(['unsubscribed', 'invoice']);
    expect(banners[0]).toMatchObject({ type: 'error', title: 'Je bent uitgeschreven' });
    expect(banners[1]?.action).toEqual({ kind: 'pay-invoice', label: 'Factuur betalen' });
  });

  it('adds the timezone warning outside Europe/Amsterdam, after the inactive states', () => {
    expect(
      ids({ inactiveReasons: ['invoice', 'manual_inactive'], isOutsideAppTimeZone: true }),
    ).toEqual(['manual_inactive', 'timezone', 'invoice']);
  });

  it('shows the first urgent system notification as a warning after the inactive states', () => {
    const banners = shownBanners({
      ...none,
      place: 'dashboard',
      inactiveReasons: ['invoice'],
      openTasks: ['invalid_cv'],
      urgentNotification: { id: 7, title: 'Storing', text: 'De app is traag.' },
    });
    expect(banners.map((banner) => [banner.id, banner.type])).toEqual([
      ['invoice', 'warning'],
      ['system-7', 'warning'],
      ['resume_incomplete', 'info'],
    ]);
  });

  it('leaves out a system notice the user closed, and marks the one shown as closable', () => {
    const notice = { id: 7, title: 'Storing', text: 'De app is traag.' };
    const open = shownBanners({ ...none, urgentNotification: notice });
    expect(open.map((banner) => banner.noticeId)).toEqual([7]);
    const closed = shownBanners({
      ...none,
      urgentNotification: notice,
      dismissedNotices: new Set([7]),
    });
    expect(closed).toEqual([]);
  });

  it('adds the task banner and the expiry notices on the dashboard, each with its action', () => {
    const banners = shownBanners({
      ...none,
      place: 'dashboard',
      openTasks: ['resume_items_nearly_expired', 'vog_document', 'profile_files_nearly_expired'],
    });
    expect(banners.map((banner) => [banner.id, banner.action])).toEqual([
      [
        'activate_profile',
        { kind: 'link', href: '/settings/profile', label: 'Naar je documenten' },
      ],
      [
        'profile_files_nearly_expired',
        { kind: 'link', href: '/settings/profile', label: 'Documenten vernieuwen' },
      ],
      ['resume_items_nearly_expired', { kind: 'link', href: '/cv', label: 'Naar je CV' }],
    ]);
  });

  it('shows a banner once, in its highest place', () => {
    expect(
      ids({
        place: 'dashboard',
        inactiveReasons: ['manual_inactive'],
        openTasks: ['manual_inactive', 'renew_assets', 'dashboard_expired'],
      }),
    ).toEqual(['manual_inactive', 'nearly_inactive']);
  });

  it('gives a task that is a global banner its global place', () => {
    expect(
      ids({
        place: 'dashboard',
        openTasks: ['timezone', 'profile_files_expired'],
        urgentNotification: { id: 1, title: 'Let op', text: 'Onderhoud vannacht.' },
      }),
    ).toEqual(['timezone', 'system-1', 'nearly_inactive']);
  });

  const inputs = fc.record({
    place: fc.constantFrom('global' as const, 'dashboard' as const),
    openTasks: fc.shuffledSubarray([...TASK_PRIORITY]),
    inactiveReasons: fc.subarray(['unsubscribed', 'manual_inactive', 'invoice'] as const),
    isOutsideAppTimeZone: fc.boolean(),
    urgentNotification: fc.option(
      fc.record({ id: fc.integer({ min: 1 }), title: fc.string(), text: fc.string() }),
      { nil: undefined },
    ),
  });

  it('never shows more than 3, nor one twice', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const shown = shownBanners(input).map((banner) => banner.id);
        expect(shown.length).toBeLessThanOrEqual(3);
        expect(new Set(shown).size).toBe(shown.length);
      }),
    );
  });

  it('shows first, on the dashboard, the banner of the highest open task of any set', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...TASK_PRIORITY], { minLength: 1 }), (openTasks) => {
        const shown = shownBanners({ ...none, place: 'dashboard', openTasks });
        const highest = SPEC_ORDER.find((code) => openTasks.includes(code as TaskCode));
        expect(shown[0]?.id).toBe(taskBannerKey(highest as TaskCode));
      }),
    );
  });

  it('puts the global banners before any task banner', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const shown = shownBanners(input).map((banner) => banner.id);
        const globals: string[] = [
          ...input.inactiveReasons,
          ...(input.isOutsideAppTimeZone ? ['timezone'] : []),
          ...(input.place === 'dashboard' ? [taskBanner(input.openTasks)] : []),
        ].filter((key) => key !== undefined);
        const expected = ['unsubscribed', 'manual_inactive', 'timezone', 'invoice']
          .filter((key) => globals.includes(key))
          .slice(0, 3);
        expect(shown.slice(0, expected.length)).toEqual(expected);
      }),
    );
  });
});
