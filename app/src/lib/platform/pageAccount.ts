/**
 * The account this page acts for (decision 0027): the first one a session answer (or, offline,
 * the offline copy) named, for the page's whole life. A later answer of another account is another
 * user's session: the page never takes its tokens (session.ts), so that nothing composed here for
 * its user can be sent as another.
 */
let pageAccount: string | undefined;

/** Binds the page to `account` unless it is bound already. */
export function bindPageAccount(account: string): void {
  pageAccount ??= account;
}

/** The account this page acts for, once a session answer (or the offline copy) named it. */
export function boundPageAccount(): string | undefined {
  return pageAccount;
}

/** Starts the page over unbound: a story or a test that plays a new page load in the same page. */
export function unbindPageAccount(): void {
  pageAccount = undefined;
}
