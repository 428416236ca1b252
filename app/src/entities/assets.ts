import { rpcQuery } from '../lib/platform/queries';

/**
 * The profile documents (`asset:getAssetsForResume`): the profile shows them, and the dashboard's
 * banners name the ones that have expired.
 */
export const assetsQuery = rpcQuery('asset:getAssetsForResume');

/** The document kinds with their Dutch names (`asset_type:getAssetTypes`, a lookup). */
export const assetTypesQuery = rpcQuery('asset_type:getAssetTypes');
