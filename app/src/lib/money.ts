import { APP_LOCALE } from '@pidz/ui';

const euro = new Intl.NumberFormat(APP_LOCALE, { style: 'currency', currency: 'EUR' });

/** Whole cents of an amount in euro as the contract sends it (`1234.5` → `123450`). */
export function toCents(euro: number): number {
  return Math.round(euro * 100);
}

/**
 * An amount in cents the Dutch way: '€ 1.234,50', '€ -12,00' (nl-NL, the space after the euro sign
 * a no-break space, so the sign never wraps away from the number).
 */
export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}

/** An amount in euro as the contract sends it, the Dutch way: `1234.5` → '€ 1.234,50'. */
export function formatEuro(amount: number): string {
  return formatCents(toCents(amount));
}

/**
 * The cents of a Dutch amount ('€ 1.234,50', '1234,50', '-12', with or without the euro sign,
 * thousands dots and spaces), or null when it is no amount. The inverse of {@link formatCents}.
 */
export function parseCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  const match = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{2}))?$/.exec(compact);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '00'] = match;
  const cents = Number(whole.replaceAll('.', '')) * 100 + Number(fraction);
  return sign === '-' ? -cents : cents;
}
