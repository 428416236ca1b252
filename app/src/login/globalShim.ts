/**
 * amazon-cognito-identity-js brings the `buffer` package (v4), which reads Node's `global` when
 * it loads. The login page's entry imports this module first, so that `global` is the window by
 * then: only on the login page, not in the portal's build.
 */
const page = globalThis as typeof globalThis & { global?: typeof globalThis };
page.global ??= globalThis;
