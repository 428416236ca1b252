import type { Download } from '@pidz/contracts';

/** How long the object URL of a download stays valid: long enough for the browser to start it. */
const REVOKE_AFTER_MS = 60_000;

/** The bytes of a base64 text, as the contract's `Download.data` holds them. */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Hands a downloaded file (`resume:download`, `big_registration:download`, ...) to the browser as
 * a Blob download, under the server's file name or `fallbackName` when it gives none.
 */
export function saveDownload(file: Download, fallbackName: string): void {
  const blob = new Blob([base64Bytes(file.data)], { type: file.content_type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name.trim() || fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
