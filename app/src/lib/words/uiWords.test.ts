import { describe, expect, it } from 'vitest';
import { CalendarItemType, ResumeItemStatus, type AssetStatus } from '@pidz/contracts';
import { itemStatusLabels, type CalendarEventType, type ItemStatus } from '@pidz/ui';
import { assetStatusWord, calendarItemTypeWord, resumeItemStatusWord } from './uiWords';

describe('resumeItemStatusWord', () => {
  it.each<[ResumeItemStatus, ItemStatus, string]>([
    [ResumeItemStatus.NEW, 'new', 'Wacht op controle'],
    [ResumeItemStatus.APPROVED, 'approved', 'Goedgekeurd'],
    [ResumeItemStatus.DECLINED, 'declined', 'Afgekeurd'],
    [ResumeItemStatus.EXPIRED, 'expired', 'Verlopen'],
    [ResumeItemStatus.NEARING_EXPIRATION_DATE, 'nearing_expiration', 'Bijna verlopen'],
  ])('maps %j to %s (%s)', (status, word, label) => {
    expect(resumeItemStatusWord(status)).toBe(word);
    expect(itemStatusLabels[resumeItemStatusWord(status)]).toBe(label);
  });

  it('reads the numbers the spec gives', () => {
    expect(ResumeItemStatus).toEqual({
      NEW: 0,
      APPROVED: 1,
      DECLINED: 2,
      EXPIRED: 3,
      NEARING_EXPIRATION_DATE: 4,
    });
  });
});

describe('assetStatusWord', () => {
  it.each<[AssetStatus, ItemStatus, string]>([
    ['new', 'new', 'Wacht op controle'],
    ['approved', 'approved', 'Goedgekeurd'],
    ['disapproved', 'declined', 'Afgekeurd'],
    ['expired', 'expired', 'Verlopen'],
    ['nearing_expiration_date', 'nearing_expiration', 'Bijna verlopen'],
  ])('maps %j to %s (%s)', (status, word, label) => {
    expect(assetStatusWord(status)).toBe(word);
    expect(itemStatusLabels[assetStatusWord(status)]).toBe(label);
  });
});

describe('calendarItemTypeWord', () => {
  it.each<[CalendarItemType, CalendarEventType]>([
    [CalendarItemType.SHIFT, 'shift'],
    [CalendarItemType.UNAVAILABLE, 'unavailable'],
    [CalendarItemType.FREELANCER_REQUEST, 'freelancer_request'],
  ])('maps %j to %s', (type, word) => {
    expect(calendarItemTypeWord(type)).toBe(word);
  });

  it('reads the numbers the spec gives', () => {
    expect(CalendarItemType).toEqual({ SHIFT: 2, UNAVAILABLE: 3, FREELANCER_REQUEST: 4 });
  });
});
