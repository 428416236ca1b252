import { plural } from '../plural';

/** Why a file's content or name is refused before it is sent. */
export type FileRefusal = 'type' | 'empty' | 'name-too-long';

/**
 * A check of a chosen file by its name, size and first bytes (its signature): the name to keep it
 * under (the base name of a path), or why it is refused. The app gives the contract's check.
 */
export type FileCheck = (
  name: string,
  size: number,
  head: Uint8Array,
) => { name: string } | { refusal: FileRefusal };

/** How many first bytes of a file a check reads. */
export const FILE_HEAD_LENGTH = 16;

/** The chosen files a check took (renamed to their base name) and those it refused, by reason. */
export interface CheckedFiles {
  accepted: File[];
  refused: Record<FileRefusal, File[]>;
}

/** Runs the check over the files, reading each one's first bytes. */
export async function checkFiles(files: readonly File[], check: FileCheck): Promise<CheckedFiles> {
  const result: CheckedFiles = {
    accepted: [],
    refused: { type: [], empty: [], 'name-too-long': [] },
  };
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, FILE_HEAD_LENGTH).arrayBuffer());
    const outcome = check(file.name, file.size, head);
    if ('refusal' in outcome) result.refused[outcome.refusal].push(file);
    else if (outcome.name === file.name) result.accepted.push(file);
    else
      result.accepted.push(
        new File([file], outcome.name, { type: file.type, lastModified: file.lastModified }),
      );
  }
  return result;
}

/** The refusal text for empty files. */
export function emptyFileMessage(count: number): string {
  return `${plural(count, { one: 'Het volgende bestand is', other: 'De volgende bestanden zijn' })} leeg`;
}

/** The refusal text for file names over 255 characters (the contract's limit). */
export function nameTooLongMessage(count: number): string {
  const subject = plural(count, {
    one: 'De naam van het volgende bestand is',
    other: 'De namen van de volgende bestanden zijn',
  });
  return `${subject} te lang, maximaal 255 tekens`;
}
