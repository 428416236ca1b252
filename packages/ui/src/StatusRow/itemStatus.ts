/** Review status of a document (asset) as the server sends it in text form. */
export type DocumentStatusText =
  'new' | 'expired' | 'approved' | 'disapproved' | 'nearing_expiration_date';

/** Review status numbers of a resume item (spec section 3). */
export const ResumeItemStatus = {
  NEW: 0,
  APPROVED: 1,
  DECLINED: 2,
  EXPIRED: 3,
  NEARING_EXPIRATION_DATE: 4,
} as const;

export type ResumeItemStatusNumber = (typeof ResumeItemStatus)[keyof typeof ResumeItemStatus];

/** Every form in which a document or resume-item status reaches the UI. */
export type ItemStatusValue = DocumentStatusText | ResumeItemStatusNumber;

/** The one status vocabulary the UI works with, whatever form the server used. */
export type ItemStatus = 'new' | 'approved' | 'declined' | 'expired' | 'nearing_expiration';

const fromText: Record<DocumentStatusText, ItemStatus> = {
  new: 'new',
  approved: 'approved',
  disapproved: 'declined',
  expired: 'expired',
  nearing_expiration_date: 'nearing_expiration',
};

const fromNumber: Record<ResumeItemStatusNumber, ItemStatus> = {
  [ResumeItemStatus.NEW]: 'new',
  [ResumeItemStatus.APPROVED]: 'approved',
  [ResumeItemStatus.DECLINED]: 'declined',
  [ResumeItemStatus.EXPIRED]: 'expired',
  [ResumeItemStatus.NEARING_EXPIRATION_DATE]: 'nearing_expiration',
};

/** Maps a text (document) or numeric (resume item) status to the UI's status. */
export function toItemStatus(value: ItemStatusValue): ItemStatus {
  return typeof value === 'number' ? fromNumber[value] : fromText[value];
}

/** Dutch labels of spec section 4. */
export const itemStatusLabels: Record<ItemStatus, string> = {
  approved: 'Goedgekeurd',
  declined: 'Afgekeurd',
  expired: 'Verlopen',
  new: 'Wacht op controle',
  nearing_expiration: 'Bijna verlopen',
};

/** What the status message needs to know about the item. */
export interface StatusMessageOptions {
  /** The item's noun as it reads after 'Deze', for example 'opleiding' or 'registratie'. */
  itemName: string;
  /** The reviewer's reason for a declined item; empty or missing gives 'Geen reden opgegeven'. */
  declineReason?: string | null;
}

/** A status message and how it should look. */
export interface StatusMessage {
  /** Success for approved; warning for declined and expired. */
  tone: 'success' | 'warning';
  /** The Dutch message. */
  text: string;
}

/**
 * The message spec section 4 gives per status: approved (success), declined and expired (warning).
 * Other statuses have none (`null`).
 */
export function getStatusMessage(
  status: ItemStatus,
  { itemName, declineReason }: StatusMessageOptions,
): StatusMessage | null {
  switch (status) {
    case 'approved':
      return {
        tone: 'success',
        text: `Deze ${itemName} is goedgekeurd en mag niet meer bewerkt worden`,
      };
    case 'declined':
      return {
        tone: 'warning',
        text: `Reden afgekeurd: ${declineReason?.trim() || 'Geen reden opgegeven'}`,
      };
    case 'expired':
      return {
        tone: 'warning',
        text: `Deze ${itemName} is verlopen en kan niet meer bewerkt worden. Verwijder deze en voeg een nieuwe toe.`,
      };
    case 'new':
    case 'nearing_expiration':
      return null;
  }
}
