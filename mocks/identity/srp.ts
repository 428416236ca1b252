/**
 * The server side of Amazon Cognito's secure-remote-password exchange (SRP-6a), computed exactly
 * as amazon-cognito-identity-js computes the client side (its AuthenticationHelper): the 3072-bit
 * group of RFC 5054 with g = 2, SHA-256, k = H(N | g), u = H(A | B), x = H(salt | H(pool name |
 * user id | ':' | password)), each number hashed in the SDK's padded hex form, and the key a
 * 16-byte HKDF of S salted with u ('Caldera Derived Key'). The password claim is an HMAC of pool
 * name, user id, secret block and timestamp under that key. A wrong password gives another key,
 * so its signature fails: the mock never sees or compares a password at sign-in.
 *
 * Pure BigInt and @noble/hashes, so it runs in the browser (MSW) and on Node alike.
 */
import { hkdf } from '@noble/hashes/hkdf.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The 3072-bit safe prime of RFC 5054 (and of the SDK). */
export const N = BigInt(
  '0x' +
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD1' +
    '29024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245' +
    'E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3D' +
    'C2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D' +
    '670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9' +
    'DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64' +
    'ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6B' +
    'F12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB31' +
    '43DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
export const g = 2n;

const INFO = utf8ToBytes('Caldera Derived Key');

/**
 * A non-negative number as the SDK hashes it: hex of even length, with a '00' before a first
 * nibble of 8 or more (so it reads as positive).
 */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

/** SHA-256 of bytes given as hex, as hex. */
export function hexHash(hex: string): string {
  return bytesToHex(sha256(hexToBytes(hex)));
}

/** SHA-256 of a UTF-8 text, as hex. */
export function textHash(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

function toBigInt(hex: string): bigint {
  return BigInt(`0x${hex}`);
}

/** base^exponent mod modulus, square and multiply. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = ((base % modulus) + modulus) % modulus;
  let rest = exponent;
  while (rest > 0n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
    rest >>= 1n;
  }
  return result;
}

/** k = H(N | g). */
export const k = toBigInt(hexHash(padHex(N) + padHex(g)));

/** x = H(salt | H(pool name | user id | ':' | password)); the salt as the SDK reads it back. */
export function privateKey(poolName: string, userId: string, password: string, saltHex: string) {
  return toBigInt(
    hexHash(padHex(toBigInt(saltHex)) + textHash(`${poolName}${userId}:${password}`)),
  );
}

/** What the provider keeps of a secret (a password, a device's password): never the secret. */
export interface Verifier {
  /** Hex, as sent in SALT. */
  readonly salt: string;
  /** v = g^x mod N, hex. */
  readonly verifier: string;
}

/** A fresh salt and the verifier of `password` for `userId` in `poolName`. */
export function createVerifier(poolName: string, userId: string, password: string): Verifier {
  const salt = padHex(toBigInt(bytesToHex(randomBytes(16))));
  const x = privateKey(poolName, userId, password, salt);
  return { salt, verifier: modPow(g, x, N).toString(16) };
}

/** Whether `password` is the one `stored` was made from (for ChangePassword's old password). */
export function verifierMatches(
  poolName: string,
  userId: string,
  password: string,
  stored: Verifier,
): boolean {
  const x = privateKey(poolName, userId, password, stored.salt);
  return modPow(g, x, N) === toBigInt(stored.verifier);
}

/** The server's half of one exchange: its secret b and public B = k·v + g^b mod N. */
export interface ServerEphemeral {
  /** b, hex. */
  readonly secret: string;
  /** B, hex (SRP_B). */
  readonly public: string;
}

export function createServerEphemeral(stored: Verifier): ServerEphemeral {
  const b = toBigInt(bytesToHex(randomBytes(32)));
  const B = (k * toBigInt(stored.verifier) + modPow(g, b, N)) % N;
  return { secret: b.toString(16), public: B.toString(16) };
}

/**
 * The 16-byte key both sides derive: S = (A · v^u)^b mod N, then HKDF(S, salt u). Undefined when
 * A is not acceptable (A mod N = 0, or u = 0), which the exchange then refuses.
 */
export function sessionKey(
  clientPublicHex: string,
  stored: Verifier,
  ephemeral: ServerEphemeral,
): Uint8Array | undefined {
  const A = toBigInt(clientPublicHex);
  if (A % N === 0n) return undefined;
  const B = toBigInt(ephemeral.public);
  const u = toBigInt(hexHash(padHex(A) + padHex(B)));
  if (u === 0n) return undefined;
  const S = modPow(A * modPow(toBigInt(stored.verifier), u, N), toBigInt(ephemeral.secret), N);
  return hkdf(sha256, hexToBytes(padHex(S)), hexToBytes(padHex(u)), INFO, 16);
}

/** The PASSWORD_CLAIM_SIGNATURE the client sends: HMAC(key, pool | user | secret block | time). */
export function claimSignature(
  key: Uint8Array,
  poolName: string,
  userId: string,
  secretBlockBase64: string,
  timestamp: string,
): string {
  const message = new Uint8Array([
    ...utf8ToBytes(poolName),
    ...utf8ToBytes(userId),
    ...base64ToBytes(secretBlockBase64),
    ...utf8ToBytes(timestamp),
  ]);
  return bytesToBase64(hmac(sha256, key, message));
}

/** Whether two texts are equal, in time independent of where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
