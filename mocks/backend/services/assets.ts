import { AssetKind, type AssetInput } from '@pidz/contracts';
import type { BackendMethods } from '../../handlers/generated/methods.ts';
import { nextId } from '../state.ts';
import { BackendError, GENERIC_ERROR, findById, removeById } from '../errors.ts';
import { allowedUploadName, storedFileDownload } from '../files.ts';
import { assetTypes } from '../seed/lookups.ts';

/** JSON-RPC's invalid params: the spec's catalogue has no code for a missing number (0034). */
const INVALID_PARAMS = -32602;

/** A param the document's kind needs and the call left out, answered as the schema check does. */
function missing(field: 'number' | 'file_name'): BackendError {
  return new BackendError(INVALID_PARAMS, 'Invalid params', [
    { instancePath: `/assetModel/${field}`, message: 'is required for this kind of document' },
  ]);
}

/**
 * What a document of its kind carries (decision 0034): a number for NUMBER and BOTH, a file
 * (checked by content) for ASSET and BOTH.
 */
function carried(
  assetModel: AssetInput,
  kind: AssetKind,
): { file_name: string; number: string | null } {
  const number = assetModel.number?.trim() ?? '';
  if (kind !== AssetKind.ASSET && number === '') throw missing('number');
  if (kind === AssetKind.NUMBER) return { file_name: '', number };
  if (assetModel.file_name === undefined) throw missing('file_name');
  const file_name = allowedUploadName(assetModel.file_name, assetModel.data ?? '');
  return { file_name, number: kind === AssetKind.BOTH ? number : null };
}

/** asset and asset_type: the profile documents. */
export const assetMethods = {
  'pidz.services.api.asset:getAssetsForResume': (_params, { state }) => state.assets,

  'pidz.services.api.asset:downloadAsset': ({ assetId }, { state }) => {
    const { file_name } = findById(state.assets, assetId, 'Document');
    if (file_name === '') throw new BackendError(GENERIC_ERROR, `Document ${assetId} has no file`);
    return storedFileDownload(file_name);
  },

  'pidz.services.api.asset:addAsset': ({ assetModel }, { state }) => {
    const type = assetTypes.find((candidate) => candidate.id === assetModel.type_id);
    if (!type)
      throw new BackendError(GENERIC_ERROR, `Document kind ${assetModel.type_id} does not exist`);
    const asset = {
      id: nextId(state),
      ...carried(assetModel, type.kind),
      type: { ...type },
      status: 'new' as const,
      valid_until: null,
      disapproved_reason: null,
    };
    state.assets.push(asset);
    return asset;
  },

  'pidz.services.api.asset:removeAsset': ({ assetId }, { state }) => {
    removeById(state.assets, assetId, 'Document');
    return true;
  },

  'pidz.services.api.asset_type:getAssetTypes': () => [...assetTypes],
} satisfies Partial<BackendMethods>;
