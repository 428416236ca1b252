/**
 * The prefix of every stored draft's key (draft.ts), and forgetting drafts by it. A module of its
 * own: the app's start-up forgets the drafts at sign-out by this prefix alone, without loading the
 * form's draft code.
 */
export const FORM_DRAFT_KEY_PREFIX = 'pidz.form-draft.';

/** The session's storage, or `null` where it is unavailable (no window, or blocked by the browser). */
export function sessionDraftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The owner stored with a draft (draft.ts writes `{ version, owner, values }`), or null. */
function ownerOfStoredDraft(raw: string | null): unknown {
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && 'owner' in parsed ? parsed.owner : null;
  } catch {
    return null;
  }
}

/**
 * Forgets stored drafts: every one, or with `keepOwner` all but that owner's (a draft without an
 * owner, or unreadable, is forgotten too).
 */
function forgetStoredDrafts(keepOwner?: string): void {
  const storage = sessionDraftStorage();
  if (!storage) return;
  for (const key of Object.keys(storage)) {
    if (!key.startsWith(FORM_DRAFT_KEY_PREFIX)) continue;
    if (keepOwner !== undefined && ownerOfStoredDraft(storage.getItem(key)) === keepOwner) continue;
    storage.removeItem(key);
  }
}

/** Forgets the unsaved input of every form: at sign-out. */
export function forgetFormDrafts(): void {
  forgetStoredDrafts();
}

/** Forgets the drafts of everyone but `owner`: when `owner` signs in. */
export function forgetFormDraftsNotOwnedBy(owner: string): void {
  forgetStoredDrafts(owner);
}
