/**
 * Sanne de Vries's documents (mocks/backend/seed/freelancer.ts): approved, declined with a reason,
 * nearly expired and new, dated from `today`.
 */
import type { CalendarDate } from '@internationalized/date';
import { AssetTypeId, type Asset } from '@pidz/contracts';
import { assetTypes } from './lookups.ts';

function assetType(id: AssetTypeId): Asset['type'] {
  const type = assetTypes.find((candidate) => candidate.id === id);
  if (!type) throw new Error(`No seeded asset type ${id}`);
  return { ...type };
}

/** The freelancer's documents, dated from `today`. */
export function seedFreelancerAssets(today: CalendarDate): Asset[] {
  return [
    {
      id: 901,
      file_name: 'uittreksel-kvk-zorg-de-vries.pdf',
      type: assetType(AssetTypeId.COC_DOCUMENT),
      number: null,
      status: 'approved',
      valid_until: today.add({ years: 1 }).toString(),
      disapproved_reason: null,
    },
    {
      id: 902,
      file_name: 'klachtenregeling-2026.pdf',
      type: assetType(AssetTypeId.COMPLAINTS_DOCUMENT),
      number: null,
      status: 'approved',
      valid_until: null,
      disapproved_reason: null,
    },
    {
      // Declined with the reviewer's reason, so QA sees 'Reden afgekeurd: …' (spec section 4);
      // beside an approved one, so the activation task stays done.
      id: 906,
      file_name: 'klachtenregeling-2025.pdf',
      type: assetType(AssetTypeId.COMPLAINTS_DOCUMENT),
      number: null,
      status: 'disapproved',
      valid_until: null,
      disapproved_reason: 'Dit is de regeling van 2025. Voeg de regeling van 2026 toe.',
    },
    {
      id: 903,
      file_name: 'polis-beroepsaansprakelijkheid.pdf',
      type: assetType(AssetTypeId.INSURANCE_DOCUMENT),
      number: 'BA-2026-118244',
      status: 'nearing_expiration_date',
      valid_until: today.add({ days: 20 }).toString(),
      disapproved_reason: null,
    },
    {
      id: 904,
      file_name: 'betaalbewijs-polis.png',
      type: assetType(AssetTypeId.INSURANCE_PAYMENT_PROOF),
      number: null,
      status: 'new',
      valid_until: null,
      disapproved_reason: null,
    },
    {
      id: 905,
      file_name: 'vog-sanne-de-vries.pdf',
      type: assetType(AssetTypeId.VOG_DOCUMENT),
      number: '4412873',
      status: 'approved',
      valid_until: today.add({ years: 2 }).toString(),
      disapproved_reason: null,
    },
  ];
}
