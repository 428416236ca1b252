/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA-1 of the 30-second step,
 * six digits, from a base32 secret as an authenticator app reads it (the SecretCode of
 * AssociateSoftwareToken). @noble/hashes, so it runs in the browser and on Node alike.
 */
import { sha1 } from '@noble/hashes/legacy.js';
import { hmac } from '@noble/hashes/hmac.js';
import { randomBytes } from '@noble/hashes/utils.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;

/** Bytes as base32 (no padding). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += ALPHABET[(value << (5 - bits)) & 31];
  return text;
}

/** A base32 text as bytes (spaces, padding and case ignored; leftover bits dropped). */
export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const character of clean) {
    const index = ALPHABET.indexOf(character);
    if (index < 0) throw new Error(`Not base32: ${character}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

/** A new secret of 20 random bytes, as base32 (32 characters, as Cognito's SecretCode). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The six-digit code of `secret` at `timeMs` (plus `stepOffset` steps). */
export function totpCode(secret: string, timeMs: number, stepOffset = 0): string {
  const counter = Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS) + stepOffset;
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const mac = hmac(sha1, base32Decode(secret), message);
  const digest = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
  // Dynamic truncation: four bytes from the offset the last nibble gives, without the top bit.
  const offset = digest.getUint8(19) & 0x0f;
  return String((digest.getUint32(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Whether `code` is the secret's code now or one step either side (a phone's clock drifts). */
export function totpAccepts(secret: string, code: string, timeMs: number): boolean {
  return [-1, 0, 1].some((offset) => totpCode(secret, timeMs, offset) === code.trim());
}
