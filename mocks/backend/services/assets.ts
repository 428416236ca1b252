import type { BackendMethods } from '../../handlers/generated/methods.ts';
import { nextId } from '../state.ts';
import { BackendError, GENERIC_ERROR, findById, removeById } from '../errors.ts';
import { allowedUploadName, storedFileDownload } from '../files.ts';
import { assetTypes } from '../seed/lookups.ts';

/** asset and asset_type: the profile documents. */
export const assetMethods = {
  'pidz.services.api.asset:getAssetsForResume': (_params, { state }) => state.assets,

  'pidz.services.api.asset:downloadAsset': ({ assetId }, { state }) =>
    storedFileDownload(findById(state.assets, assetId, 'Document').file_name),

  'pidz.services.api.asset:addAsset': ({ assetModel }, { state }) => {
    const fileName = allowedUploadName(assetModel.file_name, assetModel.data);
    const type = assetTypes.find((candidate) => candidate.id === assetModel.type_id);
    if (!type)
      throw new BackendError(GENERIC_ERROR, `Document kind ${assetModel.type_id} does not exist`);
    const asset = {
      id: nextId(state),
      file_name: fileName,
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
