import { isValidBIC, isValidIBAN } from 'ibantools';
import { checkVAT, countries as vatCountries } from 'jsvat-next';
import type { Rule } from '@pidz/ui';
import { storedIban } from './ibanFormat';

/**
 * The checks of the profile's forms (spec section 5) that are more than 'required' and 'at most n
 * characters': each a rule that answers its own message (or null when the value is fine), so the
 * forms list them on their fields and the tests call them as the Form does.
 */

/**
 * The most characters of a name (first and last name, birth place, emergency contact), of
 * initials and of an insertion: the spec gives none, these are ours, as the contract states them
 * (docs/decisions/0018-input-bounds).
 */
export const NAME_MAX_LENGTH = 100;
export const INITIALS_MAX_LENGTH = 20;
export const INSERTION_MAX_LENGTH = 20;
/** The most characters of an e-mail address (the longest address SMTP carries; contract). */
export const EMAIL_MAX_LENGTH = 254;

/** The most characters of a phone number (spec section 9). */
export const PHONE_MAX_LENGTH = 14;

/** An optional leading + and then 9 to 14 digits (spec section 5 'Contact'; the server's 1610). */
const PHONE_PATTERN = /^\+?\d{9,14}$/;
/** Digits only, with an optional leading +. */
const DIGITS_PATTERN = /^\+?\d*$/;

/** The messages of an optional phone number. */
export interface PhoneTexts {
  tooLong: string;
  digitsOnly: string;
  /** 'Vul een geldig mobielnummer in met minimaal 9 cijfers' or the telefoonnummer text. */
  invalid: string;
}

/** What a Dutch number is written with besides its digits: spaces, hyphens, dots, brackets. */
const PHONE_SEPARATORS = /[\s\-.()/]/g;

/**
 * A phone number as its digits (and a leading +): '06 12345678', '06-12345678' and
 * '+31 6 12345678' are '0612345678' and '+31612345678'. The spec's rules are on the digits; the
 * number is saved so (docs/decisions/0030-first-run.md).
 */
export function normalisedPhone(value: string): string {
  return value.replace(PHONE_SEPARATORS, '');
}

/**
 * The rules of an optional phone number, on its digits ({@link normalisedPhone}), in order: at
 * most 14 characters, digits only (a leading + allowed), then 9 to 14 digits. Empty passes.
 */
export function phoneRules(texts: PhoneTexts): Rule<unknown, string>[] {
  return [
    (value) => (normalisedPhone(value).length > PHONE_MAX_LENGTH ? texts.tooLong : null),
    (value) => (DIGITS_PATTERN.test(normalisedPhone(value)) ? null : texts.digitsOnly),
    (value) => {
      const digits = normalisedPhone(value);
      return digits === '' || PHONE_PATTERN.test(digits) ? null : texts.invalid;
    },
  ];
}

/** A plain e-mail address: something, an @, something with a dot, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail address is valid (empty is left to the required rule). */
export function emailRule(message: string): Rule<unknown, string> {
  return (value) => (value === '' || EMAIL_PATTERN.test(value.trim()) ? null : message);
}

/** A KvK number: 8 to 11 digits (spec section 9). */
const COC_PATTERN = /^\d{8,11}$/;

/** Whether a KvK number is 8 to 11 digits (then it may be looked up). */
export function isCocNumber(value: string): boolean {
  return COC_PATTERN.test(value);
}

/** The KvK number's rules: at least 8 characters, then 8 to 11 digits. */
export function cocNumberRules(texts: {
  tooShort: string;
  invalid: string;
}): Rule<unknown, string>[] {
  return [
    (value) => (value.length < 8 ? texts.tooShort : null),
    (value) => (isCocNumber(value) ? null : texts.invalid),
  ];
}

/**
 * A website: optional, a host name with a dot and an optional http(s) scheme, path or port (the
 * 255-character limit is a rule of its own).
 */
const WEBSITE_PATTERN =
  /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?(\/\S*)?$/i;

/** The website is URL-like, or empty. */
export function websiteRule(message: string): Rule<unknown, string> {
  return (value) => (value.trim() === '' || WEBSITE_PATTERN.test(value.trim()) ? null : message);
}

/** Whether a VAT number passes its country's format and check digits (jsvat-next, 36 countries). */
export function isValidVatNumber(value: string): boolean {
  return checkVAT(value, vatCountries).isValid;
}

/** A VAT number as stored: without spaces and dots, upper case. */
export function normalisedVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** The VAT number passes the per-country check (empty is left to the required rule). */
export function vatNumberRule(message: string): Rule<unknown, string> {
  return (value) => (value.trim() === '' || isValidVatNumber(value) ? null : message);
}

/**
 * The IBAN is valid (ibantools): a known country code, its length and structure, and the mod-97
 * check. Spaces and lower case are allowed in the input.
 */
export function ibanRule(message: string): Rule<unknown, string> {
  return (value) => (isValidIBAN(storedIban(value)) ? null : message);
}

/** The BIC is valid: 6 letters, 2 letters or digits, and an optional 3 more (ibantools). */
export function bicRule(message: string): Rule<unknown, string> {
  return (value) => (isValidBIC(value.trim().toUpperCase()) ? null : message);
}

/** A BSN: exactly 9 digits (spec section 9). */
const BSN_PATTERN = /^\d{9}$/;

/** The BSN has exactly 9 digits. */
export function bsnRule(message: string): Rule<unknown, string> {
  return (value) => (BSN_PATTERN.test(value.trim()) ? null : message);
}
