/**
 * The mocked user pool's failures in Cognito's words, and what it reads from a request and
 * draws at random (ids, codes), and how it masks where a code went.
 */
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { base64Url } from './jwt.ts';
import type { Parameters, RequestBody } from './model.ts';

/** A failed call: Cognito's error type and message, HTTP 400. */
export class IdentityError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export const wrongPassword = () =>
  new IdentityError('NotAuthorizedException', 'Incorrect username or password.');
export const expiredSession = () =>
  new IdentityError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
export const unknownDevice = () =>
  new IdentityError('ResourceNotFoundException', 'Device does not exist.');
export const missing = (name: string) =>
  new IdentityError('InvalidParameterException', `Missing required parameter ${name}`);
export const codeMismatch = () =>
  new IdentityError('CodeMismatchException', 'Invalid code or auth state for the user.');

export const isHex = (value: string) => /^[0-9a-f]+$/i.test(value);
export const isBase64 = (value: string | null | undefined): value is string =>
  !!value && /^[A-Za-z0-9+/]+={0,2}$/.test(value) && value.length % 4 === 0;

export function randomId(bytes = 32): string {
  return base64Url(randomBytes(bytes));
}

export function randomUuid(): string {
  const hex = bytesToHex(randomBytes(16));
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

export function sixDigits(): string {
  const value = new DataView(randomBytes(4).buffer).getUint32(0);
  return String(value % 1_000_000).padStart(6, '0');
}

/** 's***@e***' / '+*******5601', as Cognito shows where a code went. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${email.charAt(0)}***@${email.charAt(at + 1)}***`;
}

export function maskPhone(phone: string): string {
  return `+*******${phone.slice(-4)}`;
}

/** The parameters object of a request body (ChallengeResponses, AuthParameters). */
export function parameters(value: unknown): Parameters {
  return typeof value === 'object' && value !== null ? (value as Parameters) : {};
}

export function text(body: RequestBody, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw missing(name);
  return value;
}
