import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type IAuthenticationCallback,
} from 'amazon-cognito-identity-js';
import type { UserPoolSettings } from './config';
import { DeviceStorage } from './deviceStorage';

/** A second factor the user may choose (SELECT_MFA_TYPE). */
export type Factor = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/** The provider's tokens after a sign-in: handed over to the portal's back end, never kept. */
export interface SignInTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** What a step of the sign-in leads to: a challenge to answer, or signed in. */
export type StepResult =
  | { kind: 'new-password' }
  | { kind: 'sms-code'; destination: string | undefined }
  | { kind: 'choose-factor'; factors: readonly Factor[] }
  | { kind: 'set-up-app' }
  | { kind: 'app-code' }
  | { kind: 'custom-challenge' }
  | { kind: 'signed-in'; tokens: SignInTokens; canRememberDevice: boolean };

/**
 * The steps a remembered device skips (DEVICE_SRP_AUTH instead): a second factor, its choice or
 * setup, and the custom challenge's e-mailed code. Only a sign-in through one of them asks
 * 'Dit apparaat onthouden?' (decision 0021).
 */
const SECOND_STEPS: ReadonlySet<StepResult['kind']> = new Set([
  'sms-code',
  'choose-factor',
  'set-up-app',
  'app-code',
  'custom-challenge',
]);

/** The sign-in at the identity provider, step by step (the login page's only door to it). */
export interface SignInService {
  signIn(email: string, password: string): Promise<StepResult>;
  completeNewPassword(password: string): Promise<StepResult>;
  sendSmsCode(code: string): Promise<StepResult>;
  sendAppCode(code: string): Promise<StepResult>;
  chooseFactor(factor: Factor): Promise<StepResult>;
  /** The authenticator app's new secret (base32), to show as text and as a QR code. */
  appSecret(): Promise<string>;
  verifyAppSetup(code: string): Promise<StepResult>;
  answerCustomChallenge(answer: string): Promise<StepResult>;
  /** Remembers this device for the next sign-ins (its second factor is then skipped), or not. */
  rememberDevice(remember: boolean): Promise<void>;
  /** ForgotPassword: the provider sends a code to the user's address. */
  forgotPassword(email: string): Promise<void>;
  /** ConfirmForgotPassword: the code and the new password. */
  confirmPassword(email: string, code: string, password: string): Promise<void>;
}

function tokensOf(session: CognitoUserSession): SignInTokens {
  return {
    idToken: session.getIdToken().getJwtToken(),
    accessToken: session.getAccessToken().getJwtToken(),
    refreshToken: session.getRefreshToken().getToken(),
  };
}

/** Whether the provider no longer knows the remembered device (spec section 8). */
function isUnknownDevice(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'ResourceNotFoundException' && typeof message === 'string' && /device/i.test(message)
  );
}

/** The SDK's callbacks of a sign-in step as a promise of its result. */
function step(run: (callbacks: IAuthenticationCallback) => void): Promise<StepResult> {
  return new Promise((resolve, reject) =>
    run({
      onSuccess: (session, userConfirmationNecessary) =>
        resolve({
          kind: 'signed-in',
          tokens: tokensOf(session),
          canRememberDevice: userConfirmationNecessary === true,
        }),
      onFailure: reject,
      newPasswordRequired: () => resolve({ kind: 'new-password' }),
      mfaRequired: (_name, parameters: { CODE_DELIVERY_DESTINATION?: string } = {}) =>
        resolve({ kind: 'sms-code', destination: parameters.CODE_DELIVERY_DESTINATION }),
      totpRequired: () => resolve({ kind: 'app-code' }),
      customChallenge: () => resolve({ kind: 'custom-challenge' }),
      mfaSetup: () => resolve({ kind: 'set-up-app' }),
      selectMFAType: (_name, parameters: { MFAS_CAN_CHOOSE?: string } = {}) =>
        resolve({
          kind: 'choose-factor',
          factors: JSON.parse(parameters.MFAS_CAN_CHOOSE ?? '[]') as Factor[],
        }),
    }),
  );
}

function done(
  run: (callbacks: { onSuccess: () => void; onFailure: (error: unknown) => void }) => void,
) {
  return new Promise<void>((resolve, reject) =>
    run({ onSuccess: () => resolve(), onFailure: reject }),
  );
}

/**
 * The sign-in with amazon-cognito-identity-js at the pool of `settings`: the secure-remote-password
 * exchange in the CUSTOM_AUTH flow (which also answers a custom challenge), device tracking (a
 * remembered device's keys in localStorage, the tokens only in memory) and every challenge.
 * Throws 'Invalid UserPoolId format.' at once for a pool id the SDK refuses.
 */
export function cognitoSignIn(
  settings: UserPoolSettings,
  storage = new DeviceStorage(),
): SignInService {
  const pool = new CognitoUserPool({
    UserPoolId: settings.userPoolId,
    ClientId: settings.clientId,
    endpoint: settings.endpoint,
    Storage: storage,
  });
  let user: CognitoUser | undefined;
  /** Whether the sign-in under way went through a second step (SECOND_STEPS). */
  let hadSecondStep = false;
  const userFor = (email: string) => {
    const next = new CognitoUser({ Username: email.trim(), Pool: pool, Storage: storage });
    next.setAuthenticationFlowType('CUSTOM_AUTH');
    return next;
  };
  const current = (): CognitoUser => {
    if (!user) throw new Error('User is not authenticated');
    return user;
  };
  /**
   * A step of the sign-in. Its device may be remembered only after a second step: without one
   * there is nothing for a remembered device to skip, so the page does not ask, and the new
   * device's keys (in memory only) go at once.
   */
  const signInStep = async (run: (callbacks: IAuthenticationCallback) => void) => {
    const result = await step(run);
    if (SECOND_STEPS.has(result.kind)) hadSecondStep = true;
    if (result.kind !== 'signed-in' || !result.canRememberDevice || hadSecondStep) return result;
    storage.keepDevice(false);
    return { ...result, canRememberDevice: false };
  };
  const authenticate = (email: string, password: string) => {
    user = userFor(email);
    hadSecondStep = false;
    const details = new AuthenticationDetails({ Username: email.trim(), Password: password });
    const signingIn = user;
    return signInStep((callbacks) => signingIn.authenticateUser(details, callbacks));
  };
  return {
    async signIn(email, password) {
      try {
        return await authenticate(email, password);
      } catch (error) {
        if (!isUnknownDevice(error)) throw error;
        // The provider forgot the remembered device: forget it here too and sign in once more.
        current().forgetDevice({ onSuccess: () => undefined, onFailure: () => undefined });
        return authenticate(email, password);
      }
    },
    completeNewPassword: (password) =>
      signInStep((callbacks) => current().completeNewPasswordChallenge(password, {}, callbacks)),
    sendSmsCode: (code) => signInStep((callbacks) => current().sendMFACode(code, callbacks)),
    sendAppCode: (code) =>
      signInStep((callbacks) => current().sendMFACode(code, callbacks, 'SOFTWARE_TOKEN_MFA')),
    chooseFactor: (factor) =>
      signInStep((callbacks) => current().sendMFASelectionAnswer(factor, callbacks)),
    appSecret: () =>
      new Promise((resolve, reject) =>
        current().associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject }),
      ),
    verifyAppSetup: (code) =>
      signInStep((callbacks) => current().verifySoftwareToken(code, 'PIDZ', callbacks)),
    answerCustomChallenge: (answer) =>
      signInStep((callbacks) => current().sendCustomChallengeAnswer(answer, callbacks)),
    async rememberDevice(remember) {
      try {
        await done((callbacks) =>
          remember
            ? current().setDeviceStatusRemembered(callbacks)
            : current().setDeviceStatusNotRemembered(callbacks),
        );
        storage.keepDevice(remember);
      } catch (error) {
        // A device the provider did not take as remembered leaves no keys behind either.
        storage.keepDevice(false);
        throw error;
      }
    },
    forgotPassword: (email) =>
      done((callbacks) => {
        user = userFor(email);
        user.forgotPassword(callbacks);
      }),
    confirmPassword: (email, code, password) =>
      done((callbacks) => userFor(email).confirmPassword(code.trim(), password, callbacks)),
  };
}
