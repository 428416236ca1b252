/**
 * The file types of uploads and downloads (spec section 9 lists pdf, jpg, jpeg, png, webp, doc,
 * docx and zip; the documents and reviews take pdf, jpg, jpeg, png and heic): per extension its
 * content type and the signature its content starts with. One table for the portal's file picker,
 * its downloads and the mock's `addAsset`: a file is what its content says, not what its name says
 * (docs/decisions/0028-input-refused-not-changed.md).
 */

/** The bytes a type's content starts with, or a test of the first bytes. */
type Signature = (head: Uint8Array) => boolean;

const startsWith =
  (...bytes: readonly number[]): Signature =>
  (head) =>
    bytes.every((byte, index) => head[index] === byte);

const ascii = (text: string, at: number, head: Uint8Array) =>
  [...text].every((char, index) => head[at + index] === char.charCodeAt(0));

/** ISO base media files (HEIC): 'ftyp' at 4 and a HEIF brand at 8. */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];
const isHeif: Signature = (head) =>
  ascii('ftyp', 4, head) && HEIF_BRANDS.some((brand) => ascii(brand, 8, head));

const isZip = startsWith(0x50, 0x4b, 0x03, 0x04);

/** Per extension (lower case, without the dot): its content type and its content's signature. */
export const FILE_TYPES = {
  pdf: { contentType: 'application/pdf', signature: startsWith(0x25, 0x50, 0x44, 0x46, 0x2d) },
  jpg: { contentType: 'image/jpeg', signature: startsWith(0xff, 0xd8, 0xff) },
  jpeg: { contentType: 'image/jpeg', signature: startsWith(0xff, 0xd8, 0xff) },
  png: {
    contentType: 'image/png',
    signature: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  },
  heic: { contentType: 'image/heic', signature: isHeif },
  webp: {
    contentType: 'image/webp',
    signature: (head: Uint8Array) => ascii('RIFF', 0, head) && ascii('WEBP', 8, head),
  },
  doc: {
    contentType: 'application/msword',
    signature: startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signature: isZip,
  },
  zip: { contentType: 'application/zip', signature: isZip },
} as const satisfies Record<string, { contentType: string; signature: Signature }>;

/** An extension of {@link FILE_TYPES}. */
export type FileExtension = keyof typeof FILE_TYPES;

/** How many first bytes of a file the signatures read. */
export const SIGNATURE_LENGTH = 16;

/** The longest file name the contract takes (`file_name` `maxLength`). */
export const MAX_FILE_NAME_LENGTH = 255;

/** The last part of a path: `../../../etc/passwd.pdf` is `passwd.pdf`. */
export function baseFileName(name: string): string {
  return name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
}

/** A name's extension in lower case, or '' when it has none or nothing before it (`.pdf`). */
export function fileExtension(name: string): string {
  const base = baseFileName(name);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The content type of a file name's extension; `application/octet-stream` when unknown. */
export function contentTypeOf(name: string): string {
  const extension = fileExtension(name);
  return extension in FILE_TYPES
    ? FILE_TYPES[extension as FileExtension].contentType
    : 'application/octet-stream';
}

/** Why a file is refused before it is sent. */
export type UploadRefusal = 'type' | 'empty' | 'name-too-long';

/** What {@link checkUpload} says of a file: the name to send it under, or why it is refused. */
export type UploadCheck = { name: string } | { refusal: UploadRefusal };

/**
 * Whether a file may be uploaded, by its base name and its content: the base name to send it
 * under, or why not. The extension must be one of `allowed` and the content must start with that
 * type's signature (an `MZ` program named `.pdf` is refused; `evil.exe.pdf` that is a PDF is a
 * PDF); a base name over 255 characters and an empty file are refused.
 */
export function checkUpload(
  name: string,
  size: number,
  head: Uint8Array,
  allowed: readonly string[],
): UploadCheck {
  const base = baseFileName(name);
  const extension = fileExtension(base);
  const isKnown = allowed.includes(extension) && extension in FILE_TYPES;
  if (!isKnown) return { refusal: 'type' };
  if (base.length > MAX_FILE_NAME_LENGTH) return { refusal: 'name-too-long' };
  if (size === 0) return { refusal: 'empty' };
  return FILE_TYPES[extension as FileExtension].signature(head)
    ? { name: base }
    : { refusal: 'type' };
}
