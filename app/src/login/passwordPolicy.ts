/**
 * Whether a new password meets the pool's policy (spec section 5: at least 8 characters, with a
 * capital, a small letter, a digit and a special character). The page checks it before the
 * provider does (which answers InvalidPasswordException), and for the expired test login, which
 * never reaches the provider.
 */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= 8 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}
