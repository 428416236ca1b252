import { APP_LOCALE } from '@pidz/ui';
import { amountMessages } from './messages';

/**
 * Amounts in euro as the rates screens take them (spec sections 3 and 5 'Rates') and every screen
 * shows them:
 * digits with an optional comma or dot and exactly two decimals. A Dutch user also types whole
 * euros ('42'), thousands with dots ('1.042,50'), a euro sign and spaces: those are accepted too
 * (docs/decisions/0012). '42,50' and '42.50' both mean 42.5.
 */

/** Digits, then an optional comma or dot with exactly two decimals. */
const plainAmount = /^(\d+)(?:[.,](\d{2}))?$/;
/**
 * Thousands grouped with dots, then a comma with exactly two decimals: '1.042,50' ('1.000' alone
 * stays refused: three decimals or a thousand, the rule cannot tell).
 */
const groupedAmount = /^([1-9]\d{0,2}(?:\.\d{3})+),(\d{2})$/;

/**
 * The amount a user typed, in euro, or `null` when it is not an amount. Whitespace and a leading
 * euro sign are ignored.
 *
 * @example parseAmount('42,50') // 42.5
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/\s/g, '').replace(/^€/, '');
  const match = plainAmount.exec(compact) ?? groupedAmount.exec(compact);
  if (!match) return null;
  const euros = Number((match[1] ?? '').replace(/\./g, ''));
  const cents = Number(match[2] ?? '0');
  return (euros * 100 + cents) / 100;
}

/** The amount rule: 'Vul een geldig bedrag in' unless the text is an amount (see {@link parseAmount}). */
export function amountRule(text: string): string | null {
  return parseAmount(text) === null ? amountMessages.invalid : null;
}

/**
 * An amount as the form shows it for editing: two decimals with a comma ('42,50'), or '' for none.
 */
export function amountInput(amount: number | null): string {
  return amount === null ? '' : amount.toFixed(2).replace('.', ',');
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
