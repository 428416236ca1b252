import type { BackendState } from './state.ts';

/** What a back-end method gets besides its params. */
export interface CallContext {
  /** The back end's live state; methods read and change it. */
  readonly state: BackendState;
  /** The request's headers (Authorization, X-Client-Name, X-Assume-User, ...). */
  readonly headers: Headers;
}
