import * as sdk from 'amazon-cognito-identity-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createVerifier, k, N, padHex, verifierMatches } from './srp.ts';

describe('the SRP-6a group and numbers', () => {
  it('uses the SDK’s group and multiplier', () => {
    // The SDK exports its helper without a type; it keeps N and k as its own BigInteger.
    type Hex = { toString(radix: number): string };
    const { AuthenticationHelper } = sdk as unknown as {
      AuthenticationHelper: new (poolName: string) => { N: Hex; k: Hex };
    };
    const helper = new AuthenticationHelper('PidzMock1');
    expect(helper.N.toString(16)).toBe(N.toString(16));
    expect(helper.k.toString(16)).toBe(k.toString(16));
  });

  it('pads numbers as the SDK does: even length, a 00 before a high first nibble', () => {
    expect(padHex(0x1n)).toBe('01');
    expect(padHex(0x7fn)).toBe('7f');
    expect(padHex(0x80n)).toBe('0080');
    expect(padHex(0xabcn)).toBe('0abc');
  });

  it('knows a password from its verifier and no other', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (password, other) => {
        fc.pre(password !== other);
        const stored = createVerifier('PidzMock1', 'gebruiker', password);
        expect(verifierMatches('PidzMock1', 'gebruiker', password, stored)).toBe(true);
        expect(verifierMatches('PidzMock1', 'gebruiker', other, stored)).toBe(false);
      }),
      { numRuns: 20 },
    );
  });
});
