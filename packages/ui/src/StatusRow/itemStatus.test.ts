import { describe, expect, it } from 'vitest';
import { getStatusMessage, itemStatusLabels, type ItemStatus } from './itemStatus';

describe('itemStatusLabels', () => {
  it('labels every status as spec section 4 does', () => {
    expect(itemStatusLabels).toEqual<Record<ItemStatus, string>>({
      new: 'Wacht op controle',
      approved: 'Goedgekeurd',
      declined: 'Afgekeurd',
      expired: 'Verlopen',
      nearing_expiration: 'Bijna verlopen',
    });
  });
});

describe('getStatusMessage', () => {
  it('says an approved item may no longer be edited', () => {
    expect(getStatusMessage('approved', { itemName: 'opleiding' })).toEqual({
      tone: 'success',
      text: 'Deze opleiding is goedgekeurd en mag niet meer bewerkt worden',
    });
  });

  it('gives the reason of a declined item', () => {
    expect(
      getStatusMessage('declined', { itemName: 'training', declineReason: 'Diploma onleesbaar' }),
    ).toEqual({ tone: 'warning', text: 'Reden afgekeurd: Diploma onleesbaar' });
  });

  it.each([undefined, null, '', '   '])('falls back when the reason is %j', (declineReason) => {
    expect(getStatusMessage('declined', { itemName: 'training', declineReason })?.text).toBe(
      'Reden afgekeurd: Geen reden opgegeven',
    );
  });

  it('tells to delete an expired item and add a new one', () => {
    const message = getStatusMessage('expired', { itemName: 'registratie' });
    expect(message?.tone).toBe('warning');
    expect(message?.text).toMatch(/^Deze registratie is verlopen.*Verwijder.*nieuwe toe\.$/);
  });

  it.each(['new', 'nearing_expiration'] as const)('has no message for %s', (status) => {
    expect(getStatusMessage(status, { itemName: 'opleiding' })).toBeNull();
  });
});
