import { checkUpload } from '@pidz/contracts/fileTypes';
import { defaultAcceptedExtensions, type FileCheck } from '@pidz/ui';

/**
 * The check every upload's file picker runs before anything is sent (the mock's `addAsset` runs
 * the same): the content must be of the type its name says (PDF, PNG, JPEG, HEIC by signature),
 * not empty, its base name at most 255 characters; a path is cut to its base name.
 */
export const uploadCheck: FileCheck = (name, size, head) =>
  checkUpload(name, size, head, defaultAcceptedExtensions);
