import { plural } from '../plural';

/** Extensions the picker accepts unless told otherwise (spec section 9). */
export const defaultAcceptedExtensions = ['jpg', 'jpeg', 'png', 'heic', 'pdf'] as const;

/** Largest file the picker accepts unless told otherwise: 8 MB. */
export const defaultMaxSizeBytes = 8 * 1024 * 1024;

/** The part of a file that acceptance looks at; a browser `File` has it. */
export interface CandidateFile {
  /** File name with its extension. */
  name: string;
  /** Size in bytes. */
  size: number;
}

export interface AcceptanceRules {
  /** Extensions without the dot, compared case-insensitively. */
  acceptedExtensions: readonly string[];
  /** Files larger than this many bytes are refused. */
  maxSizeBytes: number;
  /** Names already in the new-files list; a file with one of these names is skipped. */
  takenNames: readonly string[];
}

/** How a batch of chosen or dropped files was sorted. */
export interface Acceptance<F extends CandidateFile> {
  /** Files to add, in the order they came. */
  accepted: F[];
  /** Files whose extension is not accepted (the app shows error 609 for them). */
  rejectedType: F[];
  /** Files of an accepted type that are larger than the maximum. */
  tooLarge: F[];
  /** Files whose name is already in the list (or earlier in the same batch); skipped silently. */
  duplicates: F[];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Sorts files into accepted and refused ones. Checks in order: extension, size, duplicate name;
 * a file lands in the first group whose check it fails.
 */
export function acceptFiles<F extends CandidateFile>(
  files: Iterable<F>,
  { acceptedExtensions, maxSizeBytes, takenNames }: AcceptanceRules,
): Acceptance<F> {
  const extensions = new Set(acceptedExtensions.map((extension) => extension.toLowerCase()));
  const names = new Set(takenNames);
  const result: Acceptance<F> = { accepted: [], rejectedType: [], tooLarge: [], duplicates: [] };
  for (const file of files) {
    if (!extensions.has(extensionOf(file.name))) {
      result.rejectedType.push(file);
    } else if (file.size > maxSizeBytes) {
      result.tooLarge.push(file);
    } else if (names.has(file.name)) {
      result.duplicates.push(file);
    } else {
      names.add(file.name);
      result.accepted.push(file);
    }
  }
  return result;
}

/**
 * The refusal text for files that are too large. It always says 8MB, whatever the configured
 * maximum, as the spec prescribes.
 */
export function tooLargeMessage(count: number): string {
  const subject = plural(count, {
    one: 'Het volgende bestand is',
    other: 'De volgende bestanden zijn',
  });
  return `${subject} te groot, de maximale grootte is 8MB per bestand`;
}
