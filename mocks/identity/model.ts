/**
 * What the mocked user pool (./provider.ts) holds and answers: its users, devices, sign-in
 * sessions, refresh grants and sent codes, its lifetimes and limits. Plain data; the pool's state
 * is ./pool.ts.
 */
import type { ServerEphemeral, Verifier } from './srp.ts';

/** Wrong passwords in a row after which the user is locked out for a while. */
export const MAX_PASSWORD_ATTEMPTS = 5;
/** How long that lock-out lasts (Cognito's longest). */
export const LOCKOUT_MS = 15 * 60 * 1000;
/** How long a sign-in's session lasts between challenges (Cognito's default). */
export const AUTH_SESSION_MS = 3 * 60 * 1000;
/** How long a forgotten-password code lasts. */
export const RESET_CODE_MS = 60 * 60 * 1000;
/** Lifetimes of the id and access tokens, and of the refresh token. */
export const TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;

/** One answer of the provider: an HTTP status and its JSON body. */
export interface IdentityAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A message the provider 'sent' (an SMS or e-mail code), kept for QA. */
export interface SentMessage {
  readonly to: string;
  readonly medium: 'SMS' | 'EMAIL';
  readonly purpose: 'sign-in code' | 'custom challenge' | 'password reset';
  readonly code: string;
  readonly at: number;
}

export type MfaName = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

export interface User {
  readonly username: string;
  readonly email: string;
  readonly phoneNumber?: string;
  status: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';
  /** The password's verifier; made from the seed's password when first needed. */
  password?: Verifier;
  hasSms: boolean;
  totpSecret?: string;
  mustSetUpMfa: boolean;
  readonly hasCustomChallenge: boolean;
  readonly forgetsDevices: boolean;
  failedAttempts: number;
  lockedUntil?: number;
  resetCode?: { code: string; expires: number };
}

/** A device of the pool: plain data, so that a {@link DeviceStore} can keep it as JSON. */
export interface Device {
  readonly key: string;
  readonly groupKey: string;
  readonly username: string;
  /** Set by ConfirmDevice; a device without one was offered but not confirmed. */
  secret?: Verifier;
  name?: string;
  remembered: boolean;
}

/**
 * Where the pool keeps its devices beyond its own life: the in-browser mock's pool is made anew
 * at each page load, while a remembered device's keys stay in the browser (docs/decisions/0021).
 */
export interface DeviceStore {
  load(): readonly Device[];
  save(devices: readonly Device[]): void;
}

/** Where a sign-in stands between two calls (the opaque `Session` names it). */
export interface AuthSession {
  readonly flow: 'USER_SRP_AUTH' | 'CUSTOM_AUTH';
  /** Undefined for an unknown user name: the sign-in then fails at the password, as any other. */
  readonly username?: string;
  readonly userIdForSrp: string;
  expires: number;
  challenge:
    | 'PASSWORD_VERIFIER'
    | 'NEW_PASSWORD_REQUIRED'
    | 'SELECT_MFA_TYPE'
    | 'SMS_MFA'
    | 'SOFTWARE_TOKEN_MFA'
    | 'MFA_SETUP'
    | 'CUSTOM_CHALLENGE'
    | 'DEVICE_SRP_AUTH'
    | 'DEVICE_PASSWORD_VERIFIER';
  srp?: { ephemeral: ServerEphemeral; secretBlock: string; clientPublic: string };
  deviceKey?: string;
  code?: string;
  pendingTotpSecret?: string;
  totpVerified?: boolean;
  authTime?: number;
}

export interface RefreshGrant {
  readonly username: string;
  readonly originJti: string;
  readonly deviceKey?: string;
  readonly authTime: number;
  readonly expires: number;
  revoked: boolean;
}

/** The parameters object of a request body (ChallengeResponses, AuthParameters). */
export type Parameters = Record<string, string | null | undefined>;

/** A request body, as the provider reads it. */
export type RequestBody = Record<string, unknown>;
