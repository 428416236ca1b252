/**
 * The prefix of every stored draft's key (draft.ts). A module of its own: the app's start-up forgets
 * the drafts at sign-out by this prefix alone, without loading the form's draft code.
 */
export const FORM_DRAFT_KEY_PREFIX = 'pidz.form-draft.';
