/** What the back end knows about one call besides its params. */
export interface CallContext {
  /** The request's headers (Authorization, X-Assume-User, ...). */
  readonly headers: Headers;
}
