/**
 * The user pool's password policy (spec section 5: at least 8 characters, with a capital, a small
 * letter, a digit and a special character), once for the login page and the mocked identity
 * provider. The page checks a new password before the provider does, and for the expired test
 * login, which never reaches the provider; the mocked provider refuses one that fails it with
 * InvalidPasswordException, in Cognito's words.
 */

/** The policy's rules in the order Cognito checks them, each with Cognito's reason. */
const RULES: readonly { readonly meets: (password: string) => boolean; readonly reason: string }[] =
  [
    { meets: (password) => password.length >= 8, reason: 'Password not long enough' },
    {
      meets: (password) => /[A-Z]/.test(password),
      reason: 'Password must have uppercase characters',
    },
    {
      meets: (password) => /[a-z]/.test(password),
      reason: 'Password must have lowercase characters',
    },
    { meets: (password) => /\d/.test(password), reason: 'Password must have numeric characters' },
    {
      meets: (password) => /[^A-Za-z0-9]/.test(password),
      reason: 'Password must have symbol characters',
    },
  ];

/** Why a password fails the policy, in Cognito's words; undefined when it meets it. */
export function passwordPolicyFailure(password: string): string | undefined {
  const failed = RULES.find((rule) => !rule.meets(password));
  return failed && `Password does not conform to policy: ${failed.reason}`;
}

/** Whether a password meets the policy. */
export function meetsPasswordPolicy(password: string): boolean {
  return RULES.every((rule) => rule.meets(password));
}
