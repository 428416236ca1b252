import type { BackendState } from './state.ts';

/** What a back-end method gets besides its params. */
export interface CallContext {
  /** The back end's live state; methods read and change it. */
  readonly state: BackendState;
  /** The request's headers (Authorization, X-Client-Name, X-Assume-User, ...). */
  readonly headers: Headers;
  /**
   * The origin (scheme, host and port) of the server that answered, e.g. `http://localhost:4010`:
   * addresses the back end hands out (the calendar feed's) point there.
   */
  readonly origin: string;
}
