import type { FieldName, FormItem } from './model';
import { FORM_DRAFT_KEY_PREFIX, sessionDraftStorage } from './draftKey';
import { fieldsOf } from './validation';

/**
 * Drafts of unsaved form input: plain functions over the values and a `Storage` (the form passes
 * `sessionStorage`), without React. A draft is the form's values minus its secret fields, stored as
 * JSON under `pidz.form-draft.<draftKey>` with its owner (the user who typed it); it is read back
 * only for the same owner, when it fits the form (no unknown keys, values of the same kind) and
 * differs from the form's initial values.
 */

/** The version of the stored format; a draft of another version is ignored (1 had no owner). */
const DRAFT_FORMAT_VERSION = 2;

/** The storage key of the draft of `draftKey` (e.g. `'cv-language:edit:503'`). */
export function formDraftStorageKey(draftKey: string): string {
  return `${FORM_DRAFT_KEY_PREFIX}${draftKey}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether `value` survives a JSON round trip unchanged: strings, booleans, finite numbers, null,
 * and arrays and plain objects of those. `undefined`, functions, dates, maps, class instances,
 * NaN and cycles do not.
 */
export function isJsonValue(value: unknown, seen: ReadonlySet<object> = new Set()): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || seen.has(value)) return false;
  const inside = new Set(seen).add(value);
  if (Array.isArray(value)) return value.every((item: unknown) => isJsonValue(item, inside));
  if (!isPlainObject(value)) return false;
  return Object.values(value).every((item) => isJsonValue(item, inside));
}

/**
 * Deep equality of form values: primitives by `Object.is`, arrays item by item, plain objects key
 * by key whatever the key order. Anything else (dates, class instances) only when identical.
 */
export function areFormValuesEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item: unknown, index) => areFormValuesEqual(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && areFormValuesEqual(a[key], b[key]));
}

/**
 * The names of the fields that a draft never keeps: inputs of type `password`, and every field
 * marked `isSecret`. Inactive fields count too (their values stay in the form).
 */
export function secretFieldNames<V>(items: readonly FormItem<V>[], values: V): Set<FieldName<V>> {
  return new Set(
    fieldsOf(items, values, { activeOnly: false })
      .filter(
        (field) => field.isSecret === true || (field.kind === 'input' && field.type === 'password'),
      )
      .map((field) => field.name),
  );
}

/** The values a draft keeps: every key of `values` but the secret ones. */
export function draftValuesOf<V extends object>(
  values: V,
  secretNames: ReadonlySet<string>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secretNames.has(name)));
}

/**
 * Stores the draft of `values`, or removes the stored one when the values (secret fields left out)
 * equal `initialValues`, or when they cannot be stored as JSON (a stale draft is worse than none).
 * A storage that refuses (full, or blocked) is ignored: drafts are a convenience.
 */
export function writeFormDraft<V extends object>(
  storage: Storage,
  draftKey: string,
  { values, initialValues, secretNames, owner }: DraftContext<V> & { values: V },
): void {
  const key = formDraftStorageKey(draftKey);
  const draft = draftValuesOf(values, secretNames);
  try {
    if (
      areFormValuesEqual(draft, draftValuesOf(initialValues, secretNames)) ||
      !isJsonValue(draft)
    ) {
      storage.removeItem(key);
      return;
    }
    storage.setItem(key, JSON.stringify({ version: DRAFT_FORMAT_VERSION, owner, values: draft }));
  } catch {
    // Quota exceeded or storage blocked: no draft.
  }
}

/**
 * Removes the stored draft of `draftKey`, if any (e.g. when the record it edits is deleted). The
 * storage is the session's unless given.
 */
export function removeFormDraft(
  draftKey: string,
  storage: Storage | null = sessionDraftStorage(),
): void {
  try {
    storage?.removeItem(formDraftStorageKey(draftKey));
  } catch {
    // Storage blocked: nothing stored either.
  }
}

/** What reading and writing a draft compare against. */
export interface DraftContext<V> {
  /** The values the form started from (a draft equal to them is no draft). */
  initialValues: V;
  /** Fields never read from or written to a draft (see {@link secretFieldNames}). */
  secretNames: ReadonlySet<string>;
  /** Who types: the signed-in user's key (`FormDraftScope`), or null outside any scope. */
  owner: string | null;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Whether a stored value may take the place of `initial`: null, or a value of the same kind. */
function fitsInitialValue(stored: unknown, initial: unknown): boolean {
  return (
    stored === null ||
    initial === null ||
    initial === undefined ||
    kindOf(stored) === kindOf(initial)
  );
}

/**
 * The values to show for a stored draft: the initial values overlaid with the draft's. Returns
 * `null` when there is no draft, when it cannot be read, when another owner typed it, when it does
 * not fit this form (a key the initial values lack, a secret field, a value of another kind) or
 * when it restores nothing (equal to the initial values).
 */
export function readFormDraft<V extends object>(
  storage: Storage,
  draftKey: string,
  { initialValues, secretNames, owner }: DraftContext<V>,
): V | null {
  let parsed: unknown;
  try {
    const raw = storage.getItem(formDraftStorageKey(draftKey));
    if (raw === null) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPlainObject(parsed) || parsed.version !== DRAFT_FORMAT_VERSION || parsed.owner !== owner) {
    return null;
  }
  const stored = parsed.values;
  if (!isPlainObject(stored) || !isJsonValue(stored)) return null;
  const initial = initialValues as Record<string, unknown>;
  const fits = Object.entries(stored).every(
    ([name, value]) =>
      Object.hasOwn(initial, name) &&
      !secretNames.has(name) &&
      fitsInitialValue(value, initial[name]),
  );
  if (!fits) return null;
  const restored = { ...initialValues, ...stored } as V;
  return areFormValuesEqual(restored, initialValues) ? null : restored;
}
