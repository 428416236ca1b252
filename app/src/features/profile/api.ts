import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AgencyWorkerInput, Asset, AssetTypeId, FreelancerInput } from '@pidz/contracts';
import { assetsQuery } from '../../entities/assets';
import { currentUserQuery } from '../../entities/currentUser';
import { profileQuery, type Profile } from '../../entities/profile';
import { saveDownload } from '../../lib/platform/download';
import { freelancerBannersQuery } from '../../entities/freelancerBanners';
import { rpcQuery } from '../../lib/platform/queries';
import { useRpcMutation } from '../../lib/platform/rpcMutation';
import { fileAsBase64, isAbort, uploadRpc } from '../../lib/platform/uploadRpc';

/**
 * How the profile reads and writes (app/README.md 'Server data'): its query options, used by the
 * screens and the route loader alike, and its mutation hooks, each of which puts what it changed
 * into the cache itself.
 */

/** The profile, which the invoices read too (app/src/entities/profile.ts). */
export { profileQuery, type Profile } from '../../entities/profile';

/** The documents and their kinds, which the dashboard's banners read too (entities/assets.ts). */
export { assetsQuery, assetTypesQuery } from '../../entities/assets';

/** The full-size profile picture (`user:getProfilePicture`), read when the user enlarges it. */
export const fullPictureQuery = rpcQuery('user:getProfilePicture');

/** A profile change as the user's role sends it. */
export type ProfileUpdate =
  { freelancerModel: FreelancerInput } | { agencyWorkerModel: AgencyWorkerInput };

/** Puts the saved profile into the cache; the name in the top bar and the banners are read again. */
function storeProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(profileQuery.queryKey, profile);
  void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: freelancerBannersQuery.queryKey });
}

/**
 * Saves a profile change: `freelancer:updateFreelancer` for a freelancer's model,
 * `freelancer:updateAgencyWorker` for an agency worker's. Call `save(update)`.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const onSuccess = (profile: Profile) => storeProfile(queryClient, profile);
  const freelancer = useRpcMutation('freelancer:updateFreelancer', { onSuccess });
  const agencyWorker = useRpcMutation('freelancer:updateAgencyWorker', { onSuccess });
  return {
    save: (update: ProfileUpdate): Promise<Profile> =>
      'freelancerModel' in update
        ? freelancer.mutateAsync(update)
        : agencyWorker.mutateAsync(update),
  };
}

/** Sets whether a freelancer pays invoices by automatic direct debit. */
export const useUpdateAutomaticPayment = () => {
  const queryClient = useQueryClient();
  return useRpcMutation('freelancer:updateAutomaticPaymentChoice', {
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
};

/** Looks a company up at the KvK by its number (`coc:getCoCOrganisationByNumber`; 801 toasts). */
export const useCocLookup = () => useRpcMutation('coc:getCoCOrganisationByNumber');

/** Sets the e-mail preference for shift invitations (`freelancer_preferences:updatePreferences`). */
export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useRpcMutation('freelancer_preferences:updatePreferences', {
    onSuccess: ({ invite_by_email }) =>
      queryClient.setQueryData(profileQuery.queryKey, (profile) =>
        profile ? { ...profile, invite_by_email } : profile,
      ),
  });
};

/** Puts a changed list of documents into the cache; the banners follow the documents. */
function storeAssets(queryClient: QueryClient, change: (assets: Asset[]) => Asset[]): void {
  queryClient.setQueryData(assetsQuery.queryKey, (assets) => (assets ? change(assets) : assets));
  void queryClient.invalidateQueries({ queryKey: freelancerBannersQuery.queryKey });
}

/** What an upload is given. */
export interface UploadInput {
  file: File;
  typeId: AssetTypeId;
  /** The document's number, for a kind that carries one (0034). */
  number?: string;
  onProgress: (percentage: number) => void;
  signal: AbortSignal;
}

/**
 * Uploads a document (`asset:addAsset`: the file name, its content base64-encoded and its type)
 * with its progress, and adds it to the cached documents. A cancelled upload resolves with `null`
 * (nothing to report); a failure shows its catalogue toast (609 for another file type).
 */
export function useUploadAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, typeId, number, onProgress, signal }: UploadInput) => {
      try {
        const data = await fileAsBase64(file);
        const assetModel = { file_name: file.name, data, type_id: typeId };
        return await uploadRpc(
          'asset:addAsset',
          { assetModel: number === undefined ? assetModel : { ...assetModel, number } },
          { onProgress, signal },
        );
      } catch (error) {
        if (isAbort(error)) return null;
        throw error;
      }
    },
    onSuccess: (asset) => {
      if (asset) storeAssets(queryClient, (assets) => [...assets, asset]);
    },
  });
}

/** Saves the number of a kind without a file (NUMBER, 0034) and adds it to the cached documents. */
export function useSaveDocumentNumber() {
  const queryClient = useQueryClient();
  return useRpcMutation('asset:addAsset', {
    onSuccess: (asset) => storeAssets(queryClient, (assets) => [...assets, asset]),
  });
}

/** Removes a document (`asset:removeAsset`) and takes it out of the cached documents. */
export function useRemoveAsset() {
  const queryClient = useQueryClient();
  return useRpcMutation('asset:removeAsset', {
    onSuccess: (_removed, { assetId }) =>
      storeAssets(queryClient, (assets) => assets.filter((asset) => asset.id !== assetId)),
  });
}

/** Downloads a document (`asset:downloadAsset`) and hands it to the browser as a file. */
export function useDownloadAsset() {
  return useRpcMutation('asset:downloadAsset', {
    onSuccess: (file) => saveDownload(file, 'document'),
  });
}
