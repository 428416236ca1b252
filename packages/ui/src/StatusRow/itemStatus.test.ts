import { describe, expect, it } from 'vitest';
import {
  getStatusMessage,
  itemStatusLabels,
  ResumeItemStatus,
  toItemStatus,
  type ItemStatusValue,
} from './itemStatus';

describe('toItemStatus', () => {
  it.each<[ItemStatusValue, string]>([
    ['new', 'Wacht op controle'],
    ['approved', 'Goedgekeurd'],
    ['disapproved', 'Afgekeurd'],
    ['expired', 'Verlopen'],
    ['nearing_expiration_date', 'Bijna verlopen'],
    [ResumeItemStatus.NEW, 'Wacht op controle'],
    [ResumeItemStatus.APPROVED, 'Goedgekeurd'],
    [ResumeItemStatus.DECLINED, 'Afgekeurd'],
    [ResumeItemStatus.EXPIRED, 'Verlopen'],
    [ResumeItemStatus.NEARING_EXPIRATION_DATE, 'Bijna verlopen'],
  ])('maps %j to the label %s', (value, label) => {
    expect(itemStatusLabels[toItemStatus(value)]).toBe(label);
  });

  it('numbers the resume statuses as the spec does', () => {
    expect(ResumeItemStatus).toEqual({
      NEW: 0,
      APPROVED: 1,
      DECLINED: 2,
      EXPIRED: 3,
      NEARING_EXPIRATION_DATE: 4,
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
