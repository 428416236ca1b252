import { describe, expect, it } from 'vitest';
import { globalBanners } from './globalBanners';

describe('the global banners', () => {
  it('shows nothing for an active user in Amsterdam', () => {
    expect(globalBanners([], false)).toEqual([]);
  });

  it('keeps only the global inactive reasons, in priority order', () => {
    const banners = globalBanners(['invoice', 'nearly_inactive', 'unsubscribed'], false);
    expect(banners.map((banner) => banner.id)).toEqual(['unsubscribed', 'invoice']);
    expect(banners[0]).toMatchObject({ type: 'error', title: 'Je bent uitgeschreven' });
  });

  it('adds the timezone warning outside Europe/Amsterdam, after the inactive states', () => {
    const banners = globalBanners(['invoice', 'manual_inactive'], true);
    expect(banners.map((banner) => [banner.id, banner.type])).toEqual([
      ['manual_inactive', 'error'],
      ['timezone', 'warning'],
      ['invoice', 'warning'],
    ]);
  });
});
