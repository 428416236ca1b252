import { APP_LOCALE } from '@pidz/ui';
import { amountMessages } from './messages';

/**
 * Amounts in euro as the rates screens take them (spec sections 3 and 5 'Rates') and every screen
 * shows them:
 * digits with an optional comma or dot and exactly two decimals. A Dutch user also types whole
 * euros ('42'), thousands with dots ('1.042,50'), a euro sign and spaces: those are accepted too
 * (docs/decisions/0012). '42,50' and '42.50' both mean 42.5. One decimal is read as tenths,
 * '41.5' and '41,5' as 41,50: a dot or comma before one digit can be nothing else (a thousands
 * dot has three after it), and refusing it told the user nothing (docs/decisions/0030-first-run.md).
 */

/** Digits, then an optional comma or dot with one or two decimals. */
const plainAmount = /^(\d+)(?:[.,](\d{1,2}))?$/;
/**
 * Thousands grouped with dots, then a comma with exactly two decimals: '1.042,50' ('1.000' alone
 * stays refused: three decimals or a thousand, the rule cannot tell).
 */
const groupedAmount = /^([1-9]\d{0,2}(?:\.\d{3})+),(\d{2})$/;

/**
 * The amount a user typed, in whole cents, or `null` when it is not an amount. Whitespace and a
 * leading euro sign are ignored. Amounts are computed and compared in cents (an integer, exact);
 * euros are only the contract's wire form ({@link fromCents}). An amount beyond what a number
 * holds exactly comes out beyond it too, so a range check still refuses it.
 *
 * @example parseCents('42,50') // 4250
 */
export function parseCents(text: string): number | null {
  const compact = text.replace(/\s/g, '').replace(/^€/, '');
  const match = plainAmount.exec(compact) ?? groupedAmount.exec(compact);
  if (!match) return null;
  const euros = Number((match[1] ?? '').replace(/\./g, ''));
  return euros * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** An amount in euro as the contract carries it (two decimals), in whole cents: 42.5 → 4250. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Whole cents as the contract's euro amount: 4250 → 42.5 (the nearest number to 42,50). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * The amount a user typed, in euro, or `null` when it is not an amount (see {@link parseCents}).
 *
 * @example parseAmount('42,50') // 42.5
 */
export function parseAmount(text: string): number | null {
  const cents = parseCents(text);
  return cents === null ? null : fromCents(cents);
}

/**
 * The bounds of a rate per hour, in cents: more than € 0,00 and at most € 999,99 (the contract's
 * `exclusiveMinimum` 0 and `maximum` 999.99 on every rate; docs/decisions/0018-input-bounds).
 */
export const RATE_CENTS = { min: 1, max: 99_999 } as const;

/**
 * The rule of a rate: an amount ('Vul een geldig bedrag in', spec section 5), more than € 0,00
 * and at most € 999,99 (our texts), compared in cents.
 */
export function rateRule(text: string): string | null {
  const cents = parseCents(text);
  if (cents === null) return amountMessages.invalid;
  if (cents < RATE_CENTS.min) return amountMessages.rateTooLow;
  if (cents > RATE_CENTS.max) return amountMessages.rateTooHigh;
  return null;
}

/**
 * An amount as the form shows it for editing: two decimals with a comma ('42,50'), or '' for none.
 */
export function amountInput(amount: number | null): string {
  if (amount === null) return '';
  const cents = toCents(amount);
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

const euro = new Intl.NumberFormat(APP_LOCALE, { style: 'currency', currency: 'EUR' });

/**
 * An amount in euro as the contract sends it, the Dutch way, in whole cents: `1234.5` →
 * '€ 1.234,50' (a no-break space after the sign, so that it never wraps away from the number).
 * {@link parseAmount} reads it back.
 */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}
