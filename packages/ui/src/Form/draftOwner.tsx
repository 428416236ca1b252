import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { forgetFormDraftsNotOwnedBy } from './draftKey';

/**
 * Whose drafts the forms below write and read: the signed-in user. `null` (no scope, as in the
 * component library's own stories) is nobody's in particular.
 */
const FormDraftOwnerContext = createContext<string | null>(null);

/** The owner of the drafts written and read here (see {@link FormDraftScope}). */
export function useFormDraftOwner(): string | null {
  return useContext(FormDraftOwnerContext);
}

export interface FormDraftScopeProps {
  /**
   * Who is typing: a key of the signed-in account, e.g. its user id. A draft is restored only into
   * a form of the same owner.
   */
  owner: string;
  /** The forms of that user. */
  children: ReactNode;
}

/**
 * Scopes the unsaved-input drafts of every form below to one user: a draft keeps its owner, is
 * restored only for that owner, and the drafts of anyone else are forgotten when the scope mounts
 * (a shared browser: the next person never finds, or saves, what the previous one typed).
 */
export function FormDraftScope({ owner, children }: FormDraftScopeProps) {
  useEffect(() => forgetFormDraftsNotOwnedBy(owner), [owner]);
  return <FormDraftOwnerContext value={owner}>{children}</FormDraftOwnerContext>;
}
