/**
 * Why a password fails the pool's policy (spec: at least 8 characters, a capital, a small
 * letter, a digit and a special character), in Cognito's words; undefined when it meets it.
 */
export function passwordPolicyFailure(password: string): string | undefined {
  const reason =
    password.length < 8
      ? 'Password not long enough'
      : !/[A-Z]/.test(password)
        ? 'Password must have uppercase characters'
        : !/[a-z]/.test(password)
          ? 'Password must have lowercase characters'
          : !/\d/.test(password)
            ? 'Password must have numeric characters'
            : !/[^A-Za-z0-9]/.test(password)
              ? 'Password must have symbol characters'
              : undefined;
  return reason && `Password does not conform to policy: ${reason}`;
}
