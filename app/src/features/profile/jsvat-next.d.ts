/**
 * jsvat-next 3.0.4 names `types/index.d.ts` in its package.json but does not ship it: the part of
 * its API the profile uses (the company form's VAT check), declared here.
 */
declare module 'jsvat-next' {
  /** One country's VAT rules. */
  export interface VatCountry {
    name: string;
    isoCode: { short: string; long: string; numeric: string };
  }

  /** What `checkVAT` answers. */
  export interface VatCheckResult {
    /** The number without spaces, dots and dashes, upper case. */
    value: string;
    /** Format and check digits are right. */
    isValid: boolean;
    isValidFormat: boolean;
    isSupportedCountry: boolean;
    country?: VatCountry;
  }

  /** The rules of every supported country. */
  export const countries: readonly VatCountry[];

  /** Checks a VAT number (with its country prefix) against the given countries' rules. */
  export function checkVAT(vat: string, countriesList?: readonly VatCountry[]): VatCheckResult;
}
