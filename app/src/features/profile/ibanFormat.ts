/**
 * How an IBAN is written (no library: the overview shows IBANs without loading the checks of
 * profileRules.ts, which load with the edit pages).
 */

/** An IBAN as stored: without spaces, upper case. */
export function storedIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** An IBAN as shown: grouped in fours (`NL91 ABNA 0417 1643 00`). */
export function groupedIban(value: string): string {
  return storedIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
