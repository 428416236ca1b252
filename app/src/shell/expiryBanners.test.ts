import { describe, expect, it } from 'vitest';
import type { Asset, Registration, Resume, TaskCode } from '@pidz/contracts';
import { expiryFacts } from './expiryFacts';
import { shownBanners } from './globalBanners';

const assetTypes = [
  { id: 1, name: 'Verzekeringspolis', kind: 3 },
  { id: 17, name: 'Uittreksel Kamer van Koophandel', kind: 2 },
  { id: 23, name: 'Verklaring Omtrent het Gedrag (VOG)', kind: 3 },
  { id: 25, name: 'Klachtenregeling', kind: 2 },
  { id: 26, name: 'Betaalbewijs verzekering', kind: 2 },
] as const;

const asset = (id: number, typeId: 1 | 17 | 23 | 25 | 26, status: Asset['status']): Asset => ({
  id,
  file_name: `bestand-${id}.pdf`,
  type: assetTypes.find((type) => type.id === typeId) ?? assetTypes[0],
  status,
  valid_until: '2026-01-01',
  disapproved_reason: null,
  number: null,
});

const big = (status: Registration['status']): Registration => ({
  id: 401,
  type: { id: 1, name: 'BIG' },
  registration_number: '12345678901',
  acquired_at: '2020-01-01',
  status,
  declined_reason: null,
});

const resume = (registrations: Registration[] = []): Resume => ({
  functions: [],
  sectors: [],
  workExperience: [],
  educations: [],
  trainings: [],
  registrations,
  languages: [],
  competencies: [],
});

/** The dashboard's banners for the open tasks, given what the documents and the CV hold. */
function dashboard(openTasks: TaskCode[], assets: Asset[], cv: Resume) {
  return shownBanners({
    place: 'dashboard',
    openTasks,
    inactiveReasons: [],
    isOutsideAppTimeZone: false,
    facts: expiryFacts(assets, assetTypes, cv, openTasks),
  });
}

describe("the dashboard's banners name what expired and lead to it", () => {
  it('an expired CV registration is no document: the CV banner names it and leads to it', () => {
    const banners = dashboard(
      ['resume_items_expired', 'dashboard_expired'],
      [asset(1, 17, 'approved')],
      resume([big(3)]),
    );
    expect(banners.map((banner) => banner.title)).not.toContain('Je wordt bijna inactief');
    expect(banners.map((banner) => banner.text).join(' ')).not.toMatch(/documenten/);
    expect(banners).toEqual([
      expect.objectContaining({
        id: 'resume_incomplete',
        text: 'Je registratie BIG op je CV is verlopen. Verwijder hem en voeg een nieuwe toe, anders wordt je profiel inactief.',
        action: {
          kind: 'link',
          href: '/cv',
          anchor: 'cv-registrations-401',
          label: 'Naar je registratie BIG',
        },
      }),
    ]);
  });

  it('an expired document: named, and its renewal leads to its card', () => {
    const banners = dashboard(
      ['renew_assets', 'profile_files_expired', 'dashboard_expired'],
      [asset(1, 23, 'expired'), asset(2, 17, 'approved')],
      resume(),
    );
    expect(banners).toEqual([
      expect.objectContaining({
        id: 'nearly_inactive',
        title: 'Je wordt bijna inactief',
        text: 'Verklaring Omtrent het Gedrag (VOG) is verlopen. Vernieuw het document, anders wordt je profiel inactief.',
        action: {
          kind: 'link',
          href: '/settings/profile',
          anchor: 'document-23',
          label: 'Verklaring Omtrent het Gedrag (VOG) vernieuwen',
        },
      }),
    ]);
  });

  it('two documents nearly expired: both named, the first one led to', () => {
    const banners = dashboard(
      ['profile_files_nearly_expired', 'dashboard_nearly_expired'],
      [asset(2, 25, 'nearing_expiration_date'), asset(3, 17, 'nearing_expiration_date')],
      resume(),
    );
    expect(banners[0]).toMatchObject({
      id: 'profile_files_nearly_expired',
      text: expect.stringMatching(
        /^Klachtenregeling en Uittreksel Kamer van Koophandel verlopen bijna\./,
      ),
      action: { anchor: 'document-25', label: 'Klachtenregeling vernieuwen' },
    });
  });

  it('a policy cannot be renewed here: its banner says where, Support, instead of leading to a card that cannot', () => {
    const banners = dashboard(
      ['profile_files_nearly_expired', 'dashboard_nearly_expired'],
      [asset(1, 1, 'nearing_expiration_date'), asset(2, 25, 'nearing_expiration_date')],
      resume(),
    );
    expect(banners[0]?.action).toEqual({
      kind: 'link',
      href: expect.stringMatching(/\/support$/),
      isElsewhere: true,
      label: 'Verzekeringspolis vernieuwen via Support',
    });
  });

  it('a missing policy is sent through Support, not added on its card', () => {
    const banners = dashboard(['missing_assets', 'insurance_document'], [], resume());
    expect(banners[0]?.action).toMatchObject({
      href: expect.stringMatching(/\/support$/),
      label: 'Verzekeringspolis toevoegen via Support',
    });
  });

  it("a new user's 'Activeer je profiel' names the missing documents and leads to the first", () => {
    const banners = dashboard(['missing_assets', 'vog_document', 'coc_document'], [], resume());
    expect(banners[0]).toMatchObject({
      id: 'activate_profile',
      title: 'Activeer je profiel',
      text: expect.stringContaining(
        'Voeg deze documenten toe: Verklaring Omtrent het Gedrag (VOG) en Uittreksel Kamer van Koophandel.',
      ),
      action: {
        href: '/settings/profile',
        anchor: 'document-23',
        label: 'Verklaring Omtrent het Gedrag (VOG) toevoegen',
      },
    });
  });

  it('until the facts are known, the banners stand as before', () => {
    const banners = shownBanners({
      place: 'dashboard',
      openTasks: ['renew_assets'],
      inactiveReasons: [],
      isOutsideAppTimeZone: false,
    });
    expect(banners[0]).toMatchObject({
      id: 'nearly_inactive',
      action: { label: 'Documenten vernieuwen', href: '/settings/profile' },
    });
  });
});
