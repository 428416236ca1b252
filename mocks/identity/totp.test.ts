import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authenticatorCode } from './testing.ts';
import { base32Decode, base32Encode, newTotpSecret, totpAccepts, totpCode } from './totp.ts';

const secrets = fc.uint8Array({ minLength: 10, maxLength: 32 }).map(base32Encode);
const times = fc.integer({ min: 1_000_000, max: 4_102_444_800_000 });

describe('authenticator codes (RFC 6238)', () => {
  it('gives the codes of the RFC’s SHA-1 test vectors', () => {
    // RFC 6238 appendix B: the secret '12345678901234567890', eight digits there, six here.
    const secret = base32Encode(new TextEncoder().encode('12345678901234567890'));
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(secret, 2_000_000_000_000)).toBe('279037');
  });

  it('gives the code an authenticator app computes (Node’s HMAC), for any secret and time', () => {
    fc.assert(
      fc.property(secrets, times, (secret, time) => {
        expect(totpCode(secret, time)).toBe(authenticatorCode(secret, time));
      }),
    );
  });

  it('takes the code of this step and the steps either side, and none further away', () => {
    fc.assert(
      fc.property(secrets, times, fc.integer({ min: -5, max: 5 }), (secret, time, steps) => {
        const code = authenticatorCode(secret, time + steps * 30_000);
        const near = [-1, 0, 1].some(
          (offset) => authenticatorCode(secret, time + offset * 30_000) === code,
        );
        expect(totpAccepts(secret, code, time)).toBe(near);
      }),
    );
  });

  it('reads a secret back as it was written, and makes secrets of 32 base32 characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
      }),
    );
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});
