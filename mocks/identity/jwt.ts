/**
 * The provider's tokens: JWTs (base64url header.payload.signature) signed HS256 with the mock's
 * own key, so that it can check the access tokens it is given. The SDK and the portal only read
 * the claims; a real user pool signs RS256 with keys published at its JWKS address.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base64ToBytes, bytesToBase64, constantTimeEqual } from './srp.ts';

export type Claims = Record<string, string | number | boolean | undefined>;

export function base64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return base64ToBytes(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
}

function signature(key: Uint8Array, signed: string): string {
  return base64Url(hmac(sha256, key, utf8ToBytes(signed)));
}

export function signJwt(key: Uint8Array, claims: Claims): string {
  const header = base64Url(utf8ToBytes(JSON.stringify({ kid: 'pidz-mock', alg: 'HS256' })));
  const payload = base64Url(utf8ToBytes(JSON.stringify(claims)));
  return `${header}.${payload}.${signature(key, `${header}.${payload}`)}`;
}

/** The claims of a token this key signed; undefined for anything else. */
export function verifyJwt(key: Uint8Array, token: string): Claims | undefined {
  const [header, payload, signed, ...rest] = token.split('.');
  if (header === undefined || payload === undefined || signed === undefined || rest.length > 0) {
    return undefined;
  }
  if (!constantTimeEqual(signature(key, `${header}.${payload}`), signed)) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as Claims;
  } catch {
    return undefined;
  }
}
