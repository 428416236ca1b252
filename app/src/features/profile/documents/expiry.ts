import { parseDate, type CalendarDate } from '@internationalized/date';
import type { Asset, AssetTypeId } from '@pidz/contracts';

/** How many days before its date a document counts as nearly expired. */
export const NEARING_EXPIRY_DAYS = 30;

/** One document on the expiry timeline. */
export interface ExpiryEntry {
  id: number;
  typeId: AssetTypeId;
  fileName: string;
  /** ISO date until which it is valid. */
  validUntil: string;
  /** Past its date (or expired by the office), within 30 days (or so marked), or later. */
  urgency: 'expired' | 'nearing' | 'later';
  /** Days from today to its date (negative once past). */
  daysLeft: number;
}

/**
 * The documents whose valid-until date lies in the coming twelve months (or already passed), in
 * date order, each marked past or nearing its expiry.
 */
export function expiryEntries(assets: readonly Asset[], today: CalendarDate): ExpiryEntry[] {
  const horizon = today.add({ years: 1 });
  return assets
    .flatMap((asset) => {
      if (asset.valid_until === null) return [];
      const date = parseDate(asset.valid_until);
      if (date.compare(horizon) > 0) return [];
      const daysLeft = date.compare(today);
      const urgency: ExpiryEntry['urgency'] =
        daysLeft < 0 || asset.status === 'expired'
          ? 'expired'
          : daysLeft <= NEARING_EXPIRY_DAYS || asset.status === 'nearing_expiration_date'
            ? 'nearing'
            : 'later';
      return [
        {
          id: asset.id,
          typeId: asset.type.id,
          fileName: asset.file_name,
          validUntil: asset.valid_until,
          urgency,
          daysLeft,
        },
      ];
    })
    .sort((a, b) => a.validUntil.localeCompare(b.validUntil));
}
