import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { AssetKind, AssetTypeId, type Asset, type AssetStatus } from '@pidz/contracts';
import { documentKindsFor } from './documentKinds';
import { expiryEntries } from './expiry';

const today = parseDate('2026-11-23');

function asset(id: number, validUntil: string | null, status: AssetStatus = 'approved'): Asset {
  return {
    id,
    file_name: `document-${id}.pdf`,
    type: { id: AssetTypeId.VOG_DOCUMENT, name: 'VOG', kind: AssetKind.BOTH },
    status,
    valid_until: validUntil,
    disapproved_reason: null,
    number: null,
  };
}

describe('the expiry timeline', () => {
  it('lists the documents with a date in the coming twelve months or past, in date order', () => {
    const entries = expiryEntries(
      [
        asset(1, '2027-06-01'),
        asset(2, null),
        asset(3, '2027-11-24'),
        asset(4, '2026-12-10'),
        asset(5, '2026-11-01', 'expired'),
        asset(6, '2027-11-23'),
      ],
      today,
    );
    expect(entries.map((entry) => [entry.id, entry.urgency, entry.daysLeft])).toEqual([
      [5, 'expired', -22],
      [4, 'nearing', 17],
      [1, 'later', 190],
      [6, 'later', 365],
    ]);
  });

  it('marks what the office marked, whatever the date', () => {
    expect(
      expiryEntries([asset(1, '2027-06-01', 'nearing_expiration_date')], today)[0]?.urgency,
    ).toBe('nearing');
  });
});

describe('the documents per role (spec section 6)', () => {
  it('shows freelancers the insurance documents without add or remove', () => {
    expect(documentKindsFor('freelancer')).toEqual([
      { typeId: AssetTypeId.COC_DOCUMENT, isEditable: true },
      { typeId: AssetTypeId.COMPLAINTS_DOCUMENT, isEditable: true },
      { typeId: AssetTypeId.INSURANCE_DOCUMENT, isEditable: false },
      { typeId: AssetTypeId.INSURANCE_PAYMENT_PROOF, isEditable: false },
      { typeId: AssetTypeId.VOG_DOCUMENT, isEditable: true },
    ]);
  });

  it('hides the insurance documents from agency workers', () => {
    expect(documentKindsFor('agency_worker').map((kind) => kind.typeId)).toEqual([
      AssetTypeId.COC_DOCUMENT,
      AssetTypeId.COMPLAINTS_DOCUMENT,
      AssetTypeId.VOG_DOCUMENT,
    ]);
  });
});
