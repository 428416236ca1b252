import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { travelTimeMessages as travelTimeTexts } from './messages';
import { TRAVEL_TIME_RANGE, parseMinutes, sliderText, travelTimeRule } from './travelTime';

describe('travelTimeRule', () => {
  it('gives the spec messages', () => {
    expect(travelTimeRule('')).toBe('Reistijd is een getal in minuten');
    expect(travelTimeRule('12,5')).toBe('Reistijd is een getal in minuten');
    expect(travelTimeRule('0')).toBe('Reistijd mag niet 0 of negatief zijn.');
    expect(travelTimeRule('-5')).toBe('Reistijd mag niet 0 of negatief zijn.');
    expect(travelTimeRule(' 45 ')).toBeNull();
  });

  it('accepts every whole number of minutes in the range', () => {
    fc.assert(
      fc.property(fc.integer(TRAVEL_TIME_RANGE), (minutes) => {
        expect(travelTimeRule(String(minutes))).toBeNull();
        expect(parseMinutes(String(minutes))).toBe(minutes);
      }),
    );
  });

  it('refuses zero and negative minutes', () => {
    fc.assert(
      fc.property(fc.integer({ max: 0 }), (minutes) => {
        expect(travelTimeRule(String(minutes))).toBe(travelTimeTexts.notPositive);
      }),
    );
  });

  it('refuses more than the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: TRAVEL_TIME_RANGE.max + 1 }), (minutes) => {
        expect(travelTimeRule(String(minutes))).toBe(travelTimeTexts.tooLong);
      }),
    );
  });

  it('refuses anything that is not a whole number', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\s*-?\d+\s*$/.test(text)),
        (text) => {
          expect(travelTimeRule(text)).toBe(travelTimeTexts.notANumber);
        },
      ),
    );
  });
});

describe('sliderText', () => {
  it('shows no value on the slider while the input holds none', () => {
    expect(sliderText('')).toBe('Niet ingevuld');
    expect(sliderText('  ')).toBe('Niet ingevuld');
    expect(sliderText('0')).toBe('Geen geldige reistijd');
    expect(sliderText('een uur')).toBe('Geen geldige reistijd');
  });

  it("leaves the slider's own value exactly when the input is a valid travel time", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()).map(String), (text) => {
        expect(sliderText(text) === undefined).toBe(travelTimeRule(text) === null);
      }),
    );
  });
});
