import { forgetLoggedOutUser } from './logOut';
import { boundPageAccount } from './pageAccount';
import { isSignedOut, leaveForOtherAccount, recheckSession, sessionStore } from './session';
import { hearOtherPages } from './sessionChannel';

/**
 * Follows what the browser's other pages tell of its one session (decision 0027): a user who
 * signed out in another tab is forgotten here too (tokens, offline copy, drafts; the gate leaves
 * for the login page); another account signed in makes this page leave its user
 * (`leaveForOtherAccount`: the gate starts it again as that account, with a notice); the same
 * account signed in again gets its new tokens. Returns the way to stop.
 */
export function followOtherPages(): () => void {
  return hearOtherPages((news) => {
    if (news.kind === 'logged-out') {
      if (sessionStore.status !== 'logged-out') forgetLoggedOutUser();
      return;
    }
    const account = boundPageAccount();
    if (account !== undefined && news.account !== account) leaveForOtherAccount();
    else if (!isSignedOut()) void recheckSession();
  });
}
