import { useRef, useState } from 'react';
import type { SessionHandOver } from '@pidz/contracts';
import { meetsPasswordPolicy } from '@pidz/contracts/passwordPolicy';
import type { Factor, SignInService, StepResult } from './cognito';
import { errorCode, signInErrorText } from './errors';
import { loginErrors, loginMessages } from './messages';
import { testLoginOutcome } from './handOver';

/** The step the login page shows. */
export type LoginStep =
  | { kind: 'password'; notice?: string }
  | { kind: 'new-password'; isTestLogin?: boolean }
  | { kind: 'sms-code'; destination: string | undefined }
  | { kind: 'choose-factor'; factors: readonly Factor[] }
  | { kind: 'set-up-app'; secret: string | undefined }
  | { kind: 'app-code' }
  | { kind: 'custom-challenge' }
  | { kind: 'remember-device'; handOver: SessionHandOver }
  | { kind: 'forgot-password' }
  | { kind: 'reset-password'; isRequired: boolean }
  | { kind: 'handing-over' };

/** What the page needs from outside: the provider's sign-in and the hand-over to the portal. */
export interface SignInDependencies {
  service: SignInService;
  handOver: (handOver: SessionHandOver) => Promise<void>;
  requestPasswordReset: (email: string) => Promise<void>;
}

/** The form's text field `name` ('' when missing), trimmed unless it is a password. */
function field(fields: FormData, name: string): string {
  const value = fields.get(name);
  const text = typeof value === 'string' ? value : '';
  return name === 'password' ? text : text.trim();
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The login page's steps: each form's answer goes to the provider (or, for the three test logins,
 * nowhere) and leads to the next step, an error in Dutch, or the hand-over to the portal.
 */
export function useSignIn(
  dependencies: SignInDependencies,
  initial: LoginStep = { kind: 'password' },
  initialError?: string,
) {
  const { service } = dependencies;
  const [step, setStep] = useState<LoginStep>(initial);
  const [error, setError] = useState<string | undefined>(initialError);
  const [isBusy, setBusy] = useState(false);
  const [email, setEmailState] = useState('');
  /** The address typed last, also for a step that runs before the next render. */
  const lastEmail = useRef('');
  const setEmail = (address: string) => {
    lastEmail.current = address;
    setEmailState(address);
  };

  const show = (next: LoginStep) => {
    // The focus leaves the step before React removes it (the next step focuses its own field):
    // a focused field removed while React commits would fire its blur in the middle of it.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setError(undefined);
    setStep(next);
  };

  const handOver = async (body: SessionHandOver) => {
    show({ kind: 'handing-over' });
    try {
      await dependencies.handOver(body);
    } catch {
      setStep({ kind: 'password' });
      setError(loginErrors.handOver);
      return false;
    }
    return true;
  };

  const afterStep = async (result: StepResult): Promise<boolean> => {
    if (result.kind !== 'signed-in') {
      if (result.kind === 'set-up-app') {
        show({ kind: 'set-up-app', secret: undefined });
        const secret = await service.appSecret();
        show({ kind: 'set-up-app', secret });
        return false;
      }
      show(result);
      return false;
    }
    const { idToken, accessToken, refreshToken } = result.tokens;
    const body = { id_token: idToken, access_token: accessToken, refresh_token: refreshToken };
    if (result.canRememberDevice) {
      show({ kind: 'remember-device', handOver: body });
      return false;
    }
    return handOver(body);
  };

  /** Runs a step: busy meanwhile, its failure as a Dutch error on the same step. */
  const run = async (work: () => Promise<boolean>): Promise<boolean> => {
    setBusy(true);
    try {
      return await work();
    } catch (failure) {
      if (errorCode(failure) === 'PasswordResetRequiredException') {
        await service.forgotPassword(lastEmail.current).catch(() => undefined);
        show({ kind: 'reset-password', isRequired: true });
        return false;
      }
      setError(signInErrorText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const required = (value: string, message: string) => {
    if (value) return true;
    setError(message);
    return false;
  };

  const meetsPolicy = (password: string) =>
    required(meetsPasswordPolicy(password) ? password : '', loginErrors.invalidPassword);

  const code = (fields: FormData) => field(fields, 'code');

  return {
    step,
    error,
    isBusy,
    email,
    showForgotPassword: () => show({ kind: 'forgot-password' }),
    showSignIn: () => show({ kind: 'password' }),
    /** Resolves true once the session is handed over (the page then leads back). */
    submit: (fields: FormData): Promise<boolean> => {
      switch (step.kind) {
        case 'password': {
          const address = field(fields, 'email');
          const password = field(fields, 'password');
          setEmail(address);
          if (!required(address, loginErrors.emailRequired)) return Promise.resolve(false);
          if (!required(password, loginErrors.passwordRequired)) return Promise.resolve(false);
          const test = testLoginOutcome(address, password);
          if (test === 'refused') setError(loginErrors.notAuthorized);
          if (test === 'new-password') show({ kind: 'new-password', isTestLogin: true });
          if (test === 'signed-in') return handOver({ test_login: address });
          if (test) return Promise.resolve(false);
          return run(async () => afterStep(await service.signIn(address, password)));
        }
        case 'new-password': {
          const password = field(fields, 'password');
          if (!required(password, loginErrors.newPasswordRequired)) return Promise.resolve(false);
          if (!meetsPolicy(password)) return Promise.resolve(false);
          if (step.isTestLogin) return handOver({ test_login: lastEmail.current });
          return run(async () => afterStep(await service.completeNewPassword(password)));
        }
        case 'sms-code':
        case 'app-code':
        case 'custom-challenge': {
          const answer = code(fields);
          if (!required(answer, loginErrors.codeRequired)) return Promise.resolve(false);
          const send = {
            'sms-code': service.sendSmsCode,
            'app-code': service.sendAppCode,
            'custom-challenge': service.answerCustomChallenge,
          }[step.kind];
          return run(async () => afterStep(await send(answer)));
        }
        case 'choose-factor': {
          const factor = field(fields, 'factor') as Factor;
          return run(async () => afterStep(await service.chooseFactor(factor)));
        }
        case 'set-up-app': {
          const answer = code(fields);
          if (!required(answer, loginErrors.codeRequired)) return Promise.resolve(false);
          return run(async () => afterStep(await service.verifyAppSetup(answer)));
        }
        case 'forgot-password': {
          const address = field(fields, 'email');
          setEmail(address);
          if (!required(address, loginErrors.emailRequired)) return Promise.resolve(false);
          if (!EMAIL.test(address)) return Promise.resolve(required('', loginErrors.emailInvalid));
          return run(async () => {
            await dependencies.requestPasswordReset(address);
            await service.forgotPassword(address);
            show({ kind: 'reset-password', isRequired: false });
            return false;
          });
        }
        case 'reset-password': {
          const answer = code(fields);
          const password = field(fields, 'password');
          if (!required(answer, loginErrors.codeRequired)) return Promise.resolve(false);
          if (!required(password, loginErrors.newPasswordRequired)) return Promise.resolve(false);
          if (!meetsPolicy(password)) return Promise.resolve(false);
          return run(async () => {
            await service.confirmPassword(lastEmail.current, answer, password);
            show({ kind: 'password', notice: loginMessages.signIn.passwordChanged });
            return false;
          });
        }
        default:
          return Promise.resolve(false);
      }
    },
    /** The answer of 'Dit apparaat onthouden?', then the hand-over. */
    rememberDevice: (remember: boolean): Promise<boolean> => {
      if (step.kind !== 'remember-device') return Promise.resolve(false);
      const body = step.handOver;
      return run(async () => {
        await service.rememberDevice(remember);
        return handOver(body);
      });
    },
  };
}
