/**
 * The mocked user pool's passwords after the sign-in's: a new one under the policy
 * (@pidz/contracts/passwordPolicy), a forgotten one reset by a code by e-mail, and a signed-in
 * user's change of password.
 */
import { passwordPolicyFailure } from '@pidz/contracts/passwordPolicy';
import { RESET_CODE_MS, type User } from './model.ts';
import type { Operation, UserPool } from './pool.ts';
import { IdentityError, maskEmail, text, wrongPassword } from './requests.ts';
import { createVerifier, verifierMatches } from './srp.ts';
import { userOfAccessToken } from './tokens.ts';

/** Sets a user's password, if it meets the policy; a temporary password or a lock-out ends. */
export function setPassword(pool: UserPool, user: User, password: string): void {
  const failure = passwordPolicyFailure(password);
  if (failure) throw new IdentityError('InvalidPasswordException', failure);
  user.password = createVerifier(pool.poolName, user.username, password);
  user.status = 'CONFIRMED';
  user.failedAttempts = 0;
  user.lockedUntil = undefined;
}

/** The forgotten password's reset and the signed-in user's change of password. */
export const passwordOperations: Record<string, Operation> = {
  ForgotPassword(pool, body) {
    pool.checkClient(body);
    const name = text(body, 'Username');
    const user = pool.findUser(name);
    const destination = maskEmail(user?.email ?? (name.includes('@') ? name : `${name}@x`));
    if (user) {
      user.resetCode = {
        code: pool.send(user.email, 'EMAIL', 'password reset'),
        expires: pool.now() + RESET_CODE_MS,
      };
    }
    // The same answer for an unknown user (the pool prevents user-existence errors).
    return {
      status: 200,
      body: {
        CodeDeliveryDetails: {
          Destination: destination,
          DeliveryMedium: 'EMAIL',
          AttributeName: 'email',
        },
      },
    };
  },
  ConfirmForgotPassword(pool, body) {
    pool.checkClient(body);
    const user = pool.findUser(text(body, 'Username'));
    const code = text(body, 'ConfirmationCode');
    const password = text(body, 'Password');
    const reset = user?.resetCode;
    if (!user || !reset || reset.code !== code.trim()) {
      throw new IdentityError(
        'CodeMismatchException',
        'Invalid verification code provided, please try again.',
      );
    }
    if (reset.expires < pool.now()) {
      throw new IdentityError(
        'ExpiredCodeException',
        'Invalid code provided, please request a code again.',
      );
    }
    setPassword(pool, user, password);
    user.resetCode = undefined;
    return { status: 200, body: {} };
  },
  ChangePassword(pool, body) {
    const { user } = userOfAccessToken(pool, body);
    const previous = text(body, 'PreviousPassword');
    if (!verifierMatches(pool.poolName, user.username, previous, pool.verifierOf(user))) {
      throw wrongPassword();
    }
    setPassword(pool, user, text(body, 'ProposedPassword'));
    return { status: 200, body: {} };
  },
};
