import { GENERIC_ERROR_CODE } from '@pidz/contracts';
import { contractErrors } from '../handlers/generated/methods.ts';

/**
 * An error the back end answers with: a catalogue code of spec section 8 (600, 609, 801, 1605,
 * 1702, 1703, ...). The dispatcher turns it into the JSON-RPC error `{ code, message, data }`.
 */
export class BackendError extends Error {
  /** The catalogue code. */
  readonly code: number;
  /** Extra details for the JSON-RPC error's `data`. */
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'BackendError';
    this.code = code;
    this.data = data;
  }
}

/** The generic catalogue code ("Er is iets misgegaan"), e.g. for an unknown id. */
export const GENERIC_ERROR = GENERIC_ERROR_CODE;

/** Finds a record by id or fails the way the server does for an unknown id (code 600). */
export function findById<T extends { id: number }>(
  items: readonly T[],
  id: number,
  what: string,
): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new BackendError(GENERIC_ERROR, `${what} ${id} does not exist`);
  return item;
}

/** Removes a record by id or fails with code 600 for an unknown id. */
export function removeById<T extends { id: number }>(items: T[], id: number, what: string): T {
  const item = findById(items, id, what);
  items.splice(items.indexOf(item), 1);
  return item;
}

/** The BackendError of a named error of the contract, e.g. `contractError('CalendarItemOverlap')` (1702). */
export function contractError(name: keyof typeof contractErrors, data?: unknown): BackendError {
  const { code, message } = contractErrors[name];
  return new BackendError(code, message, data);
}
