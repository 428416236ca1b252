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

/**
 * Dutch texts for the English messages the server may send with an error (spec section 8, listed
 * in the contract's `info['x-server-messages']`). The spec shows neither wording; both are ours.
 */
export const serverMessageTexts: Readonly<Record<string, string>> = {
  'Worked time must be less than 24 hours.': 'De gewerkte tijd moet minder dan 24 uur zijn',
  'Worked time must be at least 1 minute.': 'De gewerkte tijd moet minimaal 1 minuut zijn',
  'Worked time must equal the planned time.':
    'De gewerkte tijd moet gelijk zijn aan de geplande tijd',
  'Worked time must be within the assignment hours.':
    'De gewerkte tijd moet binnen de uren van de opdracht vallen',
  'Worked time must be within the sheet hours.':
    'De gewerkte tijd moet binnen de uren van de urenregistratie vallen',
  'Breaks must be within the working hours.': 'Pauzes moeten binnen de werktijden vallen',
  'Breaks must not overlap.': 'Pauzes mogen elkaar niet overlappen',
  'Sleeping hours are not supported by this assignment.':
    'Slaapuren zijn bij deze opdracht niet mogelijk',
  'Sleeping hours may be at most 4 hours.': 'Slaapuren mogen maximaal 4 uur zijn',
  'Working hours may not overlap other working hours.':
    'Werktijden mogen niet overlappen met andere werktijden',
};

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

/**
 * The error toast for a failure: type error, title 'Oeps', 7000 ms, and the Dutch text of the
 * server's message when it is a known English one, else the catalogue text of the code.
 */
export function errorToast(code: number | undefined, serverMessage?: string): ToastInput {
  const known = serverMessage?.trim();
  const translated =
    known !== undefined && Object.hasOwn(serverMessageTexts, known)
      ? serverMessageTexts[known]
      : undefined;
  return {
    type: 'error',
    title: ERROR_TOAST_TITLE,
    message: translated ?? errorMessage(code),
    duration: TOAST_ERROR_DURATION,
  };
}
