import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RATE_CENTS,
  amountInput,
  formatEuro,
  fromCents,
  parseAmount,
  parseCents,
  rateRule,
  toCents,
} from './amounts';
import { amountMessages } from './messages';

/** Euros and cents as whole numbers, so the expected amount is exact. */
const eurosAndCents = fc.tuple(fc.nat({ max: 99_999 }), fc.nat({ max: 99 }));
const twoDigits = (cents: number) => String(cents).padStart(2, '0');

describe('parseAmount', () => {
  it('reads a comma and a dot alike', () => {
    expect(parseAmount('42,50')).toBe(42.5);
    expect(parseAmount('42.50')).toBe(42.5);
    expect(parseAmount('42')).toBe(42);
    expect(parseAmount('€ 1.042,50')).toBe(1042.5);
    expect(parseAmount(' 0,05 ')).toBe(0.05);
  });

  it('reads one decimal as tenths: 41.5 is 41,50', () => {
    expect(parseAmount('41.5')).toBe(41.5);
    expect(parseAmount('41,5')).toBe(41.5);
    expect(amountInput(parseAmount('41.5'))).toBe('41,50');
    fc.assert(
      fc.property(
        fc.nat({ max: 99_999 }),
        fc.nat({ max: 9 }),
        fc.constantFrom(',', '.'),
        (euros, tenths, separator) => {
          expect(parseCents(`${euros}${separator}${tenths}`)).toBe(euros * 100 + tenths * 10);
        },
      ),
    );
  });

  it('refuses anything but one or two decimals', () => {
    for (const text of ['', '42,505', '42,', ',50', '-1,00', '4a,00', '1.04,50', '1,042.50'])
      expect(parseAmount(text), text).toBeNull();
  });

  it('reads any euros with two decimals, with a comma or a dot', () => {
    fc.assert(
      fc.property(eurosAndCents, fc.constantFrom(',', '.'), ([euros, cents], separator) => {
        expect(parseAmount(`${euros}${separator}${twoDigits(cents)}`)).toBe(
          (euros * 100 + cents) / 100,
        );
      }),
    );
  });

  it('refuses three decimals or more', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.constantFrom(',', '.'),
        fc.stringMatching(/^\d{3,5}$/),
        (euros, separator, decimals) => {
          expect(parseAmount(`${euros}${separator}${decimals}`)).toBeNull();
        },
      ),
    );
  });

  it('refuses text with letters', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[a-zA-Z]$/), (text, letter) => {
        expect(parseAmount(text + letter)).toBeNull();
      }),
    );
  });

  it('reads back what the form shows', () => {
    fc.assert(
      fc.property(eurosAndCents, ([euros, cents]) => {
        const amount = (euros * 100 + cents) / 100;
        expect(parseAmount(amountInput(amount))).toBe(amount);
      }),
    );
  });
});

describe('rateRule (docs/decisions/0018-input-bounds)', () => {
  it("answers the spec's message for what is not an amount", () => {
    expect(rateRule('42,5')).toBeNull();
    expect(rateRule('42,505')).toBe(amountMessages.invalid);
    expect(rateRule('')).toBe('Vul een geldig bedrag in');
    expect(rateRule('42,50')).toBeNull();
  });

  /** Whole cents as the user types them: '1234,05'. */
  const typed = (cents: number) => `${Math.floor(cents / 100)},${twoDigits(cents % 100)}`;

  it('takes a rate of more than € 0,00 and at most € 999,99', () => {
    expect(rateRule('0,01')).toBeNull();
    expect(rateRule('999,99')).toBeNull();
    expect(rateRule('0,00')).toBe('Vul een tarief hoger dan € 0,00 in');
    expect(rateRule('0')).toBe('Vul een tarief hoger dan € 0,00 in');
    expect(rateRule('1.000,00')).toBe('Vul een tarief van maximaal € 999,99 in');
    expect(rateRule('99999999999999999999,99')).toBe('Vul een tarief van maximaal € 999,99 in');
    expect(rateRule('41.5')).toBeNull();
    expect(rateRule('41.505')).toBe('Vul een geldig bedrag in');
  });

  it('takes every amount in cents within the bounds', () => {
    fc.assert(
      fc.property(fc.integer(RATE_CENTS), (cents) => {
        expect(rateRule(typed(cents))).toBeNull();
      }),
    );
  });

  it('refuses every amount above the maximum, however long', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(RATE_CENTS.max) + 1n, max: 10n ** 40n }), (cents) => {
        const text = `${cents / 100n},${twoDigits(Number(cents % 100n))}`;
        expect(rateRule(text)).toBe(amountMessages.rateTooHigh);
      }),
    );
  });
});

describe('cents', () => {
  it('reads what the user typed as whole cents, exactly', () => {
    expect(parseCents('42,50')).toBe(4250);
    expect(parseCents('0,07')).toBe(7);
    expect(parseCents('1.042,50')).toBe(104250);
    fc.assert(
      fc.property(eurosAndCents, ([euros, cents]) => {
        expect(parseCents(`${euros},${twoDigits(cents)}`)).toBe(euros * 100 + cents);
      }),
    );
  });

  it('round-trips any rate through the contract and the form unchanged', () => {
    fc.assert(
      fc.property(fc.integer(RATE_CENTS), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        expect(parseCents(amountInput(fromCents(cents)))).toBe(cents);
      }),
    );
  });
});

describe('formatEuro', () => {
  /** The text with its no-break spaces as plain spaces, for readable expectations. */
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('shows euro the Dutch way: a thousands dot and a decimal comma', () => {
    expect(plain(formatEuro(42.5))).toBe('€ 42,50');
    expect(plain(formatEuro(1234.5))).toBe('€ 1.234,50');
    expect(plain(formatEuro(0))).toBe('€ 0,00');
    expect(plain(formatEuro(1_000_000))).toBe('€ 1.000.000,00');
    expect(plain(formatEuro(-12))).toBe('€ -12,00');
  });

  it('keeps the euro sign with its number (a no-break space)', () => {
    expect(formatEuro(1)).toBe('€\u00a01,00');
  });

  it('shows a float of the contract in whole cents', () => {
    expect(plain(formatEuro(0.1 + 0.2))).toBe('€ 0,30');
    expect(plain(formatEuro(1296.75))).toBe('€ 1.296,75');
  });

  it('formats any cents value so that it reads back the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        const text = formatEuro(cents / 100);
        expect(text).toMatch(/^€\u00a0\d{1,3}(\.\d{3})*,\d{2}$/);
        expect(parseAmount(text)).toBe(cents / 100);
      }),
    );
  });
});
