/**
 * The review status of a document or resume item, in the UI's words. The server's forms (a resume
 * item's number, a document's text such as 'disapproved') are mapped to it once, in the app.
 */
export type ItemStatus = 'new' | 'approved' | 'declined' | 'expired' | 'nearing_expiration';

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
  /**
   * The item as the messages' subject where 'Deze' does not fit the noun, e.g. 'Dit document'.
   * Default `Deze {itemName}`.
   */
  subject?: string;
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
  { itemName, subject = `Deze ${itemName}`, declineReason }: StatusMessageOptions,
): StatusMessage | null {
  switch (status) {
    case 'approved':
      return {
        tone: 'success',
        text: `${subject} is goedgekeurd en mag niet meer bewerkt worden`,
      };
    case 'declined':
      return {
        tone: 'warning',
        text: `Reden afgekeurd: ${declineReason?.trim() || 'Geen reden opgegeven'}`,
      };
    case 'expired':
      return {
        tone: 'warning',
        text: `${subject} is verlopen en kan niet meer bewerkt worden. Verwijder deze en voeg een nieuwe toe.`,
      };
    case 'new':
    case 'nearing_expiration':
      return null;
  }
}
