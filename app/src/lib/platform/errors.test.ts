import { describe, expect, it } from 'vitest';
import openRpc from '@pidz/contracts/pidz.openrpc.json';
import { errorMessage, errorMessages, errorToast, serverMessageTexts } from './errors';

describe('the error catalogue', () => {
  it('covers every code of spec section 8', () => {
    const specCodes = [
      600, 601, 602, 606, 609, 801, 1001, 1002, 1003, 1202, 1203, 1204, 1205, 1206, 1207, 1302,
      1304, 1305, 1310, 1312, 1402, 1403, 1605, 1607, 1608, 1609, 1610, 1702, 1703,
    ];
    expect(
      Object.keys(errorMessages)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(specCodes);
  });

  it('uses the spec text for 600, 601 and 602', () => {
    expect([600, 601, 602].map(errorMessage)).toEqual([
      'Er is iets misgegaan',
      'Er is iets misgegaan',
      'Er is iets misgegaan',
    ]);
  });

  it('gives the text of a known code', () => {
    expect(errorMessage(1702)).toBe('Er bestaat al een agenda-item op dit tijdstip');
    expect(errorMessage(609)).toBe('Alleen PDF, PNG, JPEG en HEIC bestanden zijn toegestaan');
  });

  it('falls back to 600 for unknown or missing codes', () => {
    expect(errorMessage(4242)).toBe(errorMessages[600]);
    expect(errorMessage(-32601)).toBe(errorMessages[600]);
    expect(errorMessage(undefined)).toBe(errorMessages[600]);
  });

  it("builds an error toast titled 'Oeps' that stays 7000 ms", () => {
    expect(errorToast(1605)).toEqual({
      type: 'error',
      title: 'Oeps',
      message: 'Er is al een afwijkend tarief ingesteld voor deze afdeling',
      duration: 7000,
    });
  });

  it('has a Dutch text for exactly the English server messages of the contract', () => {
    expect(Object.keys(serverMessageTexts).sort()).toEqual(
      [...openRpc.info['x-server-messages'].messages].sort(),
    );
    expect(Object.keys(serverMessageTexts)).toHaveLength(10);
  });

  it("shows a known English server message in Dutch instead of the code's text", () => {
    expect(errorToast(1205, 'Breaks must be within the working hours.').message).toBe(
      'Pauzes moeten binnen de werktijden vallen',
    );
    expect(errorToast(600, ' Sleeping hours may be at most 4 hours. ').message).toBe(
      'Slaapuren mogen maximaal 4 uur zijn',
    );
  });

  it("keeps the code's text for any other server message", () => {
    expect(errorToast(1702, 'Calendar item overlaps').message).toBe(errorMessages[1702]);
    expect(errorToast(4242, 'toString').message).toBe(errorMessages[600]);
  });
});
