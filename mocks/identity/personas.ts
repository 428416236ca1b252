import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { PERSONA_PASSWORD, personas } from '../backend/signIn.ts';
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
 * Every persona of the provider, all with the password `Welkom01!` (a temporary one for the
 * new-password persona): today's six of the login page (mocks/backend/signIn.ts, the admin with
 * an authenticator app) and one per challenge, which all lead to the freelancer.
 */
export const identityPersonas: readonly IdentityPersona[] = [
  ...personas.map(({ email, scenario, hasAuthenticator }): IdentityPersona =>
    hasAuthenticator
      ? { email, scenario, path: 'authenticator code', totpSecret: ADMIN_TOTP_SECRET }
      : { email, scenario, path: 'password only' },
  ),
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

/** Every persona's password (the temporary one of the new-password persona too). */
export const IDENTITY_PASSWORD = PERSONA_PASSWORD;

/** A persona's user name (sub and USER_ID_FOR_SRP): a UUID drawn from its e-mail address. */
export function usernameOf(email: string): string {
  const hex = bytesToHex(sha256(utf8ToBytes(email.toLowerCase()))).slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
