import { TOAST_ERROR_DURATION, type ToastInput } from '@pidz/ui';

/**
 * The error catalogue (spec section 8): a failed call's code becomes an error toast titled 'Oeps'
 * that stays 7000 ms. 600, 601 and 602 carry the spec's own text; the spec gives only the meaning of
 * the other codes, so their Dutch wording is ours. Unknown codes fall back to 600.
 */
export const errorMessages = {
  600: 'Er is iets misgegaan',
  601: 'Er is iets misgegaan',
  602: 'Er is iets misgegaan',
  606: 'Deze opdracht is al afgewezen',
  609: 'Alleen PDF, PNG, JPEG en HEIC bestanden zijn toegestaan',
  801: 'Het KVK-nummer is ongeldig',
  1001: 'Deze opdracht is al ingevuld',
  1002: 'Deze opdracht overlapt met een andere opdracht',
  1003: 'Je hebt deze opdracht al geaccepteerd',
  1202: 'De toegevoegde opdracht valt buiten de urenregistratie',
  1203: 'De incidentele opdracht valt buiten de urenregistratie',
  1204: 'De pauze valt binnen een andere pauze',
  1205: 'De pauze valt buiten de werktijden',
  1206: 'De min-uren mogen niet binnen de gewerkte uren vallen',
  1207: 'De overuren moeten buiten de gewerkte uren vallen',
  1302: 'Deze urenregistratie is al verstuurd',
  1304: 'Dit factuurnummer is al gebruikt',
  1305: 'De factuur kon niet worden verstuurd',
  1310: 'Deze urenregistratie heeft nog openstaande wijzigingen',
  1312: 'Deze urenregistratie overlapt met een andere urenregistratie',
  1402: 'Deze BIC bestaat niet',
  1403: 'De combinatie van BIC en IBAN is onjuist',
  1605: 'Er is al een afwijkend tarief ingesteld voor deze afdeling',
  1607: 'De postcode is ongeldig',
  1608: 'Het VAT nummer is onjuist',
  1609: 'Het VAT nummer is niet gevonden',
  1610: 'Het telefoonnummer is onjuist',
  1702: 'Er bestaat al een agenda-item op dit tijdstip',
  1703: 'Er is geen geldige tijd ingevoerd',
} as const satisfies Record<number, string>;

/** A code the catalogue knows. */
export type CatalogueErrorCode = keyof typeof errorMessages;

/** The code unknown codes fall back to. */
export const FALLBACK_ERROR_CODE = 600 satisfies CatalogueErrorCode;

/** Title of every error toast. */
export const ERROR_TOAST_TITLE = 'Oeps';

/** Whether the catalogue has a text for this code. */
export function isCatalogueErrorCode(code: number): code is CatalogueErrorCode {
  return Object.hasOwn(errorMessages, code);
}

/** The Dutch text for an error code; unknown or missing codes give the text of 600. */
export function errorMessage(code: number | undefined): string {
  const known = code !== undefined && isCatalogueErrorCode(code) ? code : FALLBACK_ERROR_CODE;
  return errorMessages[known];
}

/** The error toast for a code: type error, title 'Oeps', 7000 ms, the catalogue text. */
export function errorToast(code: number | undefined): ToastInput {
  return {
    type: 'error',
    title: ERROR_TOAST_TITLE,
    message: errorMessage(code),
    duration: TOAST_ERROR_DURATION,
  };
}
