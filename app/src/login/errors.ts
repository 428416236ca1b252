import { loginErrors } from './messages';

/** The Dutch text of a failed step: by the provider's exception, else by the SDK's English message. */
const byMessage: Readonly<Record<string, string>> = {
  'Password attempts exceeded': loginErrors.attemptsExceeded,
  'Invalid session for the user, session is expired.': loginErrors.sessionExpired,
  'User is not authenticated': loginErrors.notAuthenticated,
  'New password is required.': loginErrors.newPasswordRequired,
  'PASSWORD parameter is required': loginErrors.passwordRequired,
  'Invalid UserPoolId format.': loginErrors.invalidUserPool,
  'Both UserPoolId and ClientId are required.': loginErrors.invalidUserPool,
  'Network error': loginErrors.network,
};

const byCode: Readonly<Record<string, string>> = {
  NotAuthorizedException: loginErrors.notAuthorized,
  UserNotFoundException: loginErrors.notAuthorized,
  InvalidPasswordException: loginErrors.invalidPassword,
  CodeMismatchException: loginErrors.codeMismatch,
  EnableSoftwareTokenMFAException: loginErrors.codeMismatch,
  ExpiredCodeException: loginErrors.codeExpired,
  LimitExceededException: loginErrors.tooManyRequests,
  TooManyRequestsException: loginErrors.tooManyRequests,
  TooManyFailedAttemptsException: loginErrors.tooManyRequests,
  ResourceNotFoundException: loginErrors.unknownDevice,
  NetworkError: loginErrors.network,
};

/** The exception's name (the SDK's `code`), if the failure has one. */
export function errorCode(error: unknown): string | undefined {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/**
 * The Dutch text for a failure of the provider or the SDK (spec sections 5 and 8): its English
 * message when the spec names it, else its exception, else a general text. A TypeError of `fetch`
 * is a network failure.
 */
export function signInErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : undefined;
  if (message !== undefined && byMessage[message]) return byMessage[message];
  const code = errorCode(error);
  if (code !== undefined && byCode[code]) return byCode[code];
  if (error instanceof TypeError) return loginErrors.network;
  return loginErrors.unknown;
}
