import { CalendarItemType, ResumeItemStatus, type AssetStatus } from '@pidz/contracts';
import type { CalendarEventType, ItemStatus } from '@pidz/ui';

/**
 * The contract's numbers and texts as the words @pidz/ui speaks. The app maps here, once; the
 * components never see the server's values.
 */

const resumeItemStatusWords: Record<ResumeItemStatus, ItemStatus> = {
  [ResumeItemStatus.NEW]: 'new',
  [ResumeItemStatus.APPROVED]: 'approved',
  [ResumeItemStatus.DECLINED]: 'declined',
  [ResumeItemStatus.EXPIRED]: 'expired',
  [ResumeItemStatus.NEARING_EXPIRATION_DATE]: 'nearing_expiration',
};

const assetStatusWords: Record<AssetStatus, ItemStatus> = {
  new: 'new',
  approved: 'approved',
  disapproved: 'declined',
  expired: 'expired',
  nearing_expiration_date: 'nearing_expiration',
};

const calendarItemTypeWords: Record<CalendarItemType, CalendarEventType> = {
  [CalendarItemType.SHIFT]: 'shift',
  [CalendarItemType.UNAVAILABLE]: 'unavailable',
  [CalendarItemType.FREELANCER_REQUEST]: 'freelancer_request',
};

/** A resume item's status number as StatusRow's word: `ResumeItemStatus.APPROVED` → 'approved'. */
export function resumeItemStatusWord(status: ResumeItemStatus): ItemStatus {
  return resumeItemStatusWords[status];
}

/** A document's status text as StatusRow's word: 'disapproved' → 'declined'. */
export function assetStatusWord(status: AssetStatus): ItemStatus {
  return assetStatusWords[status];
}

/** A calendar item's type number as CalendarEventTile's word: `CalendarItemType.UNAVAILABLE` → 'unavailable'. */
export function calendarItemTypeWord(type: CalendarItemType): CalendarEventType {
  return calendarItemTypeWords[type];
}
