import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  bicRule,
  bsnRule,
  cocNumberRules,
  emailRule,
  ibanRule,
  isCocNumber,
  isValidVatNumber,
  normalisedVatNumber,
  normalisedPhone,
  phoneRules,
  vatNumberRule,
  websiteRule,
} from './profileRules';
import { groupedIban, storedIban } from './ibanFormat';

/** The first message a list of rules answers for a value, as the Form runs them. */
function firstMessage(
  rules: readonly ((value: string, values: unknown) => unknown)[],
  value: string,
) {
  for (const rule of rules) {
    const answer = rule(value, {});
    if (typeof answer === 'string' && answer !== '') return answer;
  }
  return null;
}

const phone = phoneRules({ tooLong: 'long', digitsOnly: 'digits', invalid: 'invalid' });
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** A number's digits written as Dutch people write them: with spaces, hyphens, a +31 and so on. */
const written = (number: string) =>
  fc
    .array(fc.constantFrom('', ' ', '-', ' - ', '.', '(', ')'), {
      minLength: number.length,
      maxLength: number.length,
    })
    .map((separators) => [...number].map((digit, index) => digit + separators[index]).join(''));

describe('phone numbers', () => {
  it('accept the ways a Dutch number is written, and keep its digits', () => {
    for (const [value, digits] of [
      ['06 12345678', '0612345678'],
      ['06-12345678', '0612345678'],
      ['+31 6 12345678', '+31612345678'],
      ['(020) 123 45 67', '0201234567'],
    ]) {
      expect(firstMessage(phone, value ?? ''), value).toBeNull();
      expect(normalisedPhone(value ?? '')).toBe(digits);
    }
  });

  it('judge a written number by its digits alone', () => {
    fc.assert(
      fc.property(
        digits(1, 20).chain((number) => fc.tuple(fc.constant(number), written(number))),
        fc.boolean(),
        ([number, text], plus) => {
          expect(normalisedPhone(plus ? `+${text}` : text)).toBe(plus ? `+${number}` : number);
          expect(firstMessage(phone, text)).toBe(firstMessage(phone, number));
        },
      ),
    );
  });

  it('pass with 9 to 14 digits, with or without a leading +', () => {
    fc.assert(
      fc.property(digits(9, 14), fc.boolean(), (number, plus) => {
        const value = plus && number.length < 14 ? `+${number}` : number;
        expect(firstMessage(phone, value)).toBeNull();
      }),
    );
  });

  it('fail at 8 digits and fewer with the minimum message', () => {
    fc.assert(
      fc.property(digits(1, 8), (number) => {
        expect(firstMessage(phone, number)).toBe('invalid');
      }),
    );
  });

  it('fail at 15 digits and more with the maximum message', () => {
    fc.assert(
      fc.property(digits(15, 30), (number) => {
        expect(firstMessage(phone, number)).toBe('long');
      }),
    );
  });

  it('answer the digits message for letters, and pass when empty', () => {
    expect(firstMessage(phone, 'abc')).toBe('digits');
    expect(firstMessage(phone, '06 1234567a')).toBe('digits');
    expect(firstMessage(phone, '06++12345678')).toBe('digits');
    expect(firstMessage(phone, '')).toBeNull();
    expect(firstMessage(phone, '0612345678')).toBeNull();
    expect(firstMessage(phone, '+31612345678')).toBeNull();
  });
});

describe('KvK numbers', () => {
  const coc = cocNumberRules({ tooShort: 'short', invalid: 'invalid' });

  it('pass with 8 to 11 digits', () => {
    fc.assert(
      fc.property(digits(8, 11), (number) => {
        expect(firstMessage(coc, number)).toBeNull();
        expect(isCocNumber(number)).toBe(true);
      }),
    );
  });

  it('fail at 7 with the minimum message and at 12 with the range message', () => {
    expect(firstMessage(coc, '1234567')).toBe('short');
    expect(firstMessage(coc, '12345678')).toBeNull();
    expect(firstMessage(coc, '12345678901')).toBeNull();
    expect(firstMessage(coc, '123456789012')).toBe('invalid');
    expect(firstMessage(coc, '1234567a')).toBe('invalid');
    expect(firstMessage(coc, '')).toBe('short');
  });

  it('answer the minimum message below 8 characters and the range message above 11', () => {
    fc.assert(
      fc.property(digits(0, 7), (number) => {
        expect(firstMessage(coc, number)).toBe('short');
      }),
    );
    fc.assert(
      fc.property(digits(12, 20), (number) => {
        expect(firstMessage(coc, number)).toBe('invalid');
      }),
    );
  });
});

/** Valid IBANs of ten countries (the banks' published examples). */
const validIbans = [
  'NL91ABNA0417164300',
  'DE89370400440532013000',
  'BE68539007547034',
  'FR1420041010050500013M02606',
  'GB29NWBK60161331926819',
  'ES9121000418450200051332',
  'IT60X0542811101000000123456',
  'AT611904300234573201',
  'LU280019400644750000',
  'CH9300762011623852957',
];

describe('IBANs', () => {
  const iban = ibanRule('Vul een geldige IBAN in');

  it('pass for valid IBANs of several countries, also grouped and in lower case', () => {
    for (const value of validIbans) {
      expect(iban(value, {})).toBeNull();
      expect(iban(groupedIban(value), {})).toBeNull();
      expect(iban(value.toLowerCase(), {})).toBeNull();
    }
  });

  it('pass for any Dutch or German account number with its check digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          digits(10, 10).map((account) =>
            composeIBAN({ countryCode: 'NL', bban: `ABNA${account}` }),
          ),
          digits(18, 18).map((account) => composeIBAN({ countryCode: 'DE', bban: account })),
        ),
        (value) => {
          expect(value).not.toBeNull();
          expect(iban(value ?? '', {})).toBeNull();
        },
      ),
    );
  });

  it('fail when any one digit changes (mod-97)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...validIbans),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (value, at, shift) => {
          const positions = [...value]
            .map((char, index) => ({ char, index }))
            .filter(({ char, index }) => index >= 2 && /\d/.test(char));
          const position = positions[at % positions.length];
          if (!position) throw new Error('An IBAN has digits');
          const changed = String((Number(position.char) + shift) % 10);
          const broken = value.slice(0, position.index) + changed + value.slice(position.index + 1);
          expect(iban(broken, {})).toBe('Vul een geldige IBAN in');
        },
      ),
    );
  });

  it('fail for an unknown country, a wrong length or an empty text', () => {
    expect(iban('XX91ABNA0417164300', {})).toBe('Vul een geldige IBAN in');
    expect(iban('NL91ABNA041716430', {})).toBe('Vul een geldige IBAN in');
    expect(iban('', {})).toBe('Vul een geldige IBAN in');
  });

  it('is stored without spaces and shown in groups of four', () => {
    expect(storedIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(groupedIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('BICs', () => {
  const bic = bicRule('Vul een geldig BIC nummer in');

  it('pass with 8 or 11 characters', () => {
    expect(bic('ABNANL2A', {})).toBeNull();
    expect(bic('abnanl2a', {})).toBeNull();
    expect(bic('NEDSZAJJXXX', {})).toBeNull();
  });

  it('fail with a digit among the first six, or another length', () => {
    expect(bic('ABN4NL2A', {})).toBe('Vul een geldig BIC nummer in');
    expect(bic('ABNANL2', {})).toBe('Vul een geldig BIC nummer in');
    expect(bic('ABNANL2AXX', {})).toBe('Vul een geldig BIC nummer in');
    expect(bic('', {})).toBe('Vul een geldig BIC nummer in');
  });
});

/** Valid VAT numbers of twelve countries. */
const validVatNumbers = [
  'NL004495445B01',
  'NL123456782B01',
  'DE136695976',
  'BE0411905847',
  'FR40303265045',
  'ATU13585627',
  'ESA28015865',
  'IT00743110157',
  'DK13585628',
  'PL5260250274',
  'SE556188840401',
  'LU26375245',
  'PT501964843',
  'FI20774740',
];

describe('VAT numbers', () => {
  const vat = vatNumberRule('Ongeldig VAT nummer');

  it('pass for valid numbers of at least ten countries, also with spaces and dots', () => {
    const countries = new Set(validVatNumbers.map((value) => value.slice(0, 2)));
    expect(countries.size).toBeGreaterThanOrEqual(10);
    for (const value of validVatNumbers) {
      expect(isValidVatNumber(value)).toBe(true);
      expect(vat(value, {})).toBeNull();
    }
    expect(vat('nl 0044.95445.b01', {})).toBeNull();
  });

  it('fail when any one digit of a number with an all-digit check changes', () => {
    // The Dutch suffix (B01) and some Finnish digits are not covered by their check.
    const checked = validVatNumbers.filter((value) => !/^(NL|FI)/.test(value));
    fc.assert(
      fc.property(
        fc.constantFrom(...checked),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (value, at, shift) => {
          const positions = [...value]
            .map((char, index) => ({ char, index }))
            .filter(({ char, index }) => index >= 2 && /\d/.test(char));
          const position = positions[at % positions.length];
          if (!position) throw new Error('A VAT number has digits');
          const changed = String((Number(position.char) + shift) % 10);
          const broken = value.slice(0, position.index) + changed + value.slice(position.index + 1);
          expect(vat(broken, {})).toBe('Ongeldig VAT nummer');
        },
      ),
    );
  });

  it('fail when a Dutch number no longer passes its check', () => {
    expect(vat('NL004495446B01', {})).toBe('Ongeldig VAT nummer');
    expect(vat('NL123456783B01', {})).toBe('Ongeldig VAT nummer');
  });

  it('fail for an unknown country or a wrong format, and leave empty to the required rule', () => {
    expect(vat('XX123456789', {})).toBe('Ongeldig VAT nummer');
    expect(vat('NL123', {})).toBe('Ongeldig VAT nummer');
    expect(vat('', {})).toBeNull();
  });

  it('is stored without spaces and dots, in upper case', () => {
    expect(normalisedVatNumber('nl 0044.95445.b01')).toBe('NL004495445B01');
  });
});

describe('e-mail, website and BSN', () => {
  it('check an e-mail address', () => {
    const email = emailRule('invalid');
    expect(email('sanne@example.nl', {})).toBeNull();
    expect(email('', {})).toBeNull();
    expect(email('sanne@example', {})).toBe('invalid');
    expect(email('sanne example.nl', {})).toBe('invalid');
  });

  it('check a website with an optional scheme', () => {
    const website = websiteRule('invalid');
    for (const value of ['', 'www.zorgdevries.nl', 'zorgdevries.nl', 'https://zorg.nl/over-ons']) {
      expect(website(value, {})).toBeNull();
    }
    for (const value of ['zorgdevries', 'http://', 'ftp://zorg.nl', 'zorg de vries.nl']) {
      expect(website(value, {})).toBe('invalid');
    }
  });

  it('check that a BSN has exactly 9 digits', () => {
    const bsn = bsnRule('Een BSN bevat 9 cijfers');
    fc.assert(
      fc.property(digits(0, 20), (number) => {
        expect(bsn(number, {})).toBe(number.length === 9 ? null : 'Een BSN bevat 9 cijfers');
      }),
    );
    expect(bsn('12345678a', {})).toBe('Een BSN bevat 9 cijfers');
  });
});
