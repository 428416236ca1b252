import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { ScenarioName } from '../scenarios/index.ts';

/** The user pool's settings as the mock answers them (docs/decisions/0020). */
export const mockUserPool = {
  region: 'eu-central-1',
  userPoolId: 'eu-central-1_PidzMock1',
  clientId: 'pidzportalmock000000000000',
} as const;

/** What the provider knows of a persona beside its e-mail address and password. */
export interface IdentityPersona {
  readonly email: string;
  /** The portal scenario the sign-in leads to (mocks/scenarios). */
  readonly scenario: ScenarioName;
  /** For the README table: the path through the sign-in this persona shows. */
  readonly path: string;
  readonly phoneNumber?: string;
  /** FORCE_CHANGE_PASSWORD: NEW_PASSWORD_REQUIRED after the password; RESET_REQUIRED: PasswordResetRequiredException. */
  readonly status?: 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';
  /** SMS codes as second factor (to `phoneNumber`). */
  readonly hasSms?: boolean;
  /** The authenticator app's secret (base32), as its setup showed it. */
  readonly totpSecret?: string;
  /** A second factor is required but none is set up yet: MFA_SETUP. */
  readonly mustSetUpMfa?: boolean;
  /** In the CUSTOM_AUTH flow, a code sent by e-mail after the password: CUSTOM_CHALLENGE. */
  readonly hasCustomChallenge?: boolean;
  /** The provider forgets this user's devices whenever a sign-in starts. */
  readonly forgetsDevices?: boolean;
}

/** The admin's authenticator secret (add it to an authenticator app to sign in as the admin). */
export const ADMIN_TOTP_SECRET = 'PIDZADMINJEROENBAKKERTOTPGEHEIM2';

/**
 * The password of every persona, the temporary one of the new-password persona too (README:
 * 'Inloggen op de mocks').
 */
export const PERSONA_PASSWORD = 'Welkom01!';

/**
 * Every persona of the provider, by e-mail address, all with the password `Welkom01!`: the
 * freelancer, the agency worker, the admin who impersonates the freelancer (with an authenticator
 * app), a new user, and the freelancer's two session scenarios for QA; then one per challenge,
 * which all lead to the freelancer.
 */
export const identityPersonas: readonly IdentityPersona[] = [
  { email: 'sanne.devries@example.nl', scenario: 'freelancer', path: 'password only' },
  { email: 'm.elamrani@example.nl', scenario: 'agency-worker', path: 'password only' },
  {
    email: 'jeroen.bakker@pidz.nl',
    scenario: 'admin-impersonating',
    path: 'authenticator code',
    totpSecret: ADMIN_TOTP_SECRET,
  },
  { email: 'lotte.jansen@example.nl', scenario: 'empty', path: 'password only' },
  { email: 'sessie-verloopt@example.nl', scenario: 'session-expiring', path: 'password only' },
  { email: 'verversen-geweigerd@example.nl', scenario: 'refresh-refused', path: 'password only' },
  {
    email: 'sms-code@example.nl',
    scenario: 'freelancer',
    path: 'SMS code (SMS_MFA)',
    phoneNumber: '+31612345601',
    hasSms: true,
  },
  {
    email: 'keuze-factor@example.nl',
    scenario: 'freelancer',
    path: 'choice of SMS or authenticator (SELECT_MFA_TYPE)',
    phoneNumber: '+31612345602',
    hasSms: true,
    totpSecret: 'PIDZKEUZEFACTORSMSOFAPPGEHEIMSLT',
  },
  {
    email: 'factor-instellen@example.nl',
    scenario: 'freelancer',
    path: 'set up an authenticator app (MFA_SETUP)',
    mustSetUpMfa: true,
  },
  {
    email: 'authenticator@example.nl',
    scenario: 'freelancer',
    path: 'authenticator code (SOFTWARE_TOKEN_MFA)',
    totpSecret: 'PIDZAUTHENTICATORAPPGEHEIMSLEUTL',
  },
  {
    email: 'extra-vraag@example.nl',
    scenario: 'freelancer',
    path: 'custom challenge: a code by e-mail (CUSTOM_AUTH, CUSTOM_CHALLENGE)',
    hasCustomChallenge: true,
  },
  {
    email: 'nieuw-wachtwoord@example.nl',
    scenario: 'freelancer',
    path: 'new password required (NEW_PASSWORD_REQUIRED)',
    status: 'FORCE_CHANGE_PASSWORD',
  },
  {
    email: 'apparaat-onthouden@example.nl',
    scenario: 'freelancer',
    path: 'SMS code, skipped on a remembered device (DEVICE_SRP_AUTH)',
    phoneNumber: '+31612345603',
    hasSms: true,
  },
  {
    email: 'wachtwoord-herstellen@example.nl',
    scenario: 'freelancer',
    path: 'password must be reset (PasswordResetRequiredException)',
    status: 'RESET_REQUIRED',
  },
  {
    email: 'apparaat-vergeten@example.nl',
    scenario: 'freelancer',
    path: 'SMS code; the remembered device the provider forgot (ResourceNotFoundException)',
    phoneNumber: '+31612345604',
    hasSms: true,
    forgetsDevices: true,
  },
];

/** A persona's user name (sub and USER_ID_FOR_SRP): a UUID drawn from its e-mail address. */
export function usernameOf(email: string): string {
  const hex = bytesToHex(sha256(utf8ToBytes(email.toLowerCase()))).slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
