/** Bytes encoded per step: a multiple of 3, so that the chunks' base64 texts join without padding. */
const CHUNK_BYTES = 3 * 8192;

/** A file's content as base64, as the contract's uploads take it (`data`). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let base64 = '';
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    base64 += btoa(String.fromCharCode(...bytes.subarray(start, start + CHUNK_BYTES)));
  }
  return base64;
}
