import { AssetKind, AssetTypeId, type Asset, type AssetType, type UserType } from '@pidz/contracts';
import { documentMessages } from '../messages';

/** The five documents of the profile, in the overview's order (spec section 3). */
export const DOCUMENT_KINDS: readonly AssetTypeId[] = [
  AssetTypeId.COC_DOCUMENT,
  AssetTypeId.COMPLAINTS_DOCUMENT,
  AssetTypeId.INSURANCE_DOCUMENT,
  AssetTypeId.INSURANCE_PAYMENT_PROOF,
  AssetTypeId.VOG_DOCUMENT,
];

/** The insurance document and its payment proof (spec section 6). */
const INSURANCE_KINDS: readonly AssetTypeId[] = [
  AssetTypeId.INSURANCE_DOCUMENT,
  AssetTypeId.INSURANCE_PAYMENT_PROOF,
];

/** A document kind's Dutch name as the server gives it (`asset_type:getAssetTypes`). */
export function documentName(typeId: AssetTypeId, assetTypes: readonly AssetType[]): string {
  return assetTypes.find((type) => type.id === typeId)?.name ?? documentMessages.unknownKind;
}

/** What a document of the kind carries (0034); a kind the server's list does not name, a file. */
export function documentKind(typeId: AssetTypeId, assetTypes: readonly AssetType[]): AssetKind {
  return assetTypes.find((type) => type.id === typeId)?.kind ?? AssetKind.ASSET;
}

/** How the overview shows one kind of document to a role. */
export interface DocumentKindAccess {
  typeId: AssetTypeId;
  /** Whether files may be added and removed (otherwise shown, with download only). */
  isEditable: boolean;
}

/**
 * The documents a role sees (spec section 6): the insurance document and its payment proof are
 * hidden for agency workers, and shown to freelancers on the overview only, without adding or
 * removing (they are edited elsewhere); every other document may be added and removed.
 */
export function documentKindsFor(role: UserType): DocumentKindAccess[] {
  return DOCUMENT_KINDS.filter(
    (typeId) => role !== 'agency_worker' || !INSURANCE_KINDS.includes(typeId),
  ).map((typeId) => ({ typeId, isEditable: !INSURANCE_KINDS.includes(typeId) }));
}

/** The files of one kind. */
export function assetsOfKind(assets: readonly Asset[], typeId: AssetTypeId): Asset[] {
  return assets.filter((asset) => asset.type.id === typeId);
}
