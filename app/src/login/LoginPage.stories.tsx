import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { SignInService, StepResult } from './cognito';
import { LoginPage } from './LoginPage';
import { loginErrors } from './messages';
import type { SignInDependencies } from './useSignIn';

/**
 * The login page (app/login, docs/decisions/0021), every step and state, on a scripted sign-in
 * service in place of the identity provider (the e2e tests sign in at the mocked provider).
 */

const signedIn: StepResult = {
  kind: 'signed-in',
  tokens: { idToken: 'id', accessToken: 'access', refreshToken: 'refresh' },
  canRememberDevice: true,
};

/** A failure as the SDK reports it: the provider's exception in `code`, its English message. */
function failure(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** A sign-in service whose every step signs in, unless `steps` says otherwise. */
function service(steps: Partial<SignInService> = {}): SignInService {
  const signsIn = () => Promise.resolve(signedIn);
  return {
    signIn: signsIn,
    completeNewPassword: signsIn,
    sendSmsCode: signsIn,
    sendAppCode: signsIn,
    chooseFactor: () => Promise.resolve({ kind: 'app-code' }),
    appSecret: () => Promise.resolve('PIDZAUTHENTICATORAPPGEHEIMSLEUTL'),
    verifyAppSetup: signsIn,
    answerCustomChallenge: signsIn,
    rememberDevice: () => Promise.resolve(),
    forgotPassword: () => Promise.resolve(),
    confirmPassword: () => Promise.resolve(),
    ...steps,
  };
}

function dependencies(steps: Partial<SignInService> = {}): SignInDependencies {
  return {
    service: service(steps),
    handOver: () => Promise.resolve(),
    requestPasswordReset: () => Promise.resolve(),
  };
}

const meta = {
  title: 'Screens/Login/LoginPage',
  component: LoginPage,
  args: { dependencies: dependencies(), onSignedIn: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail address and password; the e-mail field has the focus. */
export const Password: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mailadres')).toHaveFocus();
    await expect(canvas.getByLabelText('E-mailadres')).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
  },
};

/** Signing in without a password: 'Vul je wachtwoord in.' ('PASSWORD parameter is required'). */
export const PasswordMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'sanne.devries@example.nl{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loginErrors.passwordRequired);
    await expect(canvas.getByLabelText('Wachtwoord')).toHaveFocus();
  },
};

/** A wrong password (NotAuthorizedException): the password is emptied and has the focus. */
export const WrongPassword: Story = {
  tags: ['visual'],
  args: {
    dependencies: dependencies({
      signIn: () =>
        Promise.reject(failure('NotAuthorizedException', 'Incorrect username or password.')),
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'sanne.devries@example.nl');
    await userEvent.type(canvas.getByLabelText('Wachtwoord'), 'Fout{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loginErrors.notAuthorized);
    await expect(canvas.getByLabelText('Wachtwoord')).toHaveValue('');
    await expect(canvas.getByLabelText('Wachtwoord')).toHaveFocus();
  },
};

/** Five wrong passwords in a row: the provider's lock-out, in Dutch. */
export const LockedOut: Story = {
  args: {
    dependencies: dependencies({
      signIn: () => Promise.reject(failure('NotAuthorizedException', 'Password attempts exceeded')),
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'sanne.devries@example.nl');
    await userEvent.type(canvas.getByLabelText('Wachtwoord'), 'Fout{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loginErrors.attemptsExceeded);
  },
};

/** No connection with the provider (NetworkError). */
export const NetworkFailure: Story = {
  args: {
    dependencies: dependencies({
      signIn: () => Promise.reject(failure('NetworkError', 'Network error')),
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'sanne.devries@example.nl');
    await userEvent.type(canvas.getByLabelText('Wachtwoord'), 'Welkom01!{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loginErrors.network);
  },
};

/** A password that must be reset (PasswordResetRequiredException): the reset step at once. */
export const PasswordResetRequired: Story = {
  args: {
    dependencies: dependencies({
      signIn: () =>
        Promise.reject(failure('PasswordResetRequiredException', 'Password reset required')),
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'sanne.devries@example.nl');
    await userEvent.type(canvas.getByLabelText('Wachtwoord'), 'Welkom01!{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Je moet een nieuw wachtwoord instellen/)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Code')).toHaveFocus());
  },
};

/** The configured user pool id is invalid: the page says so at once ('Invalid UserPoolId format.'). */
export const Unavailable: Story = {
  tags: ['visual'],
  args: { dependencies: { unavailable: loginErrors.invalidUserPool } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loginErrors.invalidUserPool);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The new password, with the policy as its description. */
export const NewPassword: Story = {
  tags: ['visual'],
  args: { initialStep: { kind: 'new-password' } },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Nieuw wachtwoord');
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(/Minstens 8 tekens/);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      loginErrors.newPasswordRequired,
    );
    await userEvent.type(field, 'zwak{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(loginErrors.invalidPassword);
  },
};

/** The SMS code, with where it was sent. */
export const SmsCode: Story = {
  tags: ['visual'],
  args: { initialStep: { kind: 'sms-code', destination: '+*******5601' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sms-code' })).toBeVisible();
    await expect(canvas.getByText(/\+\*{7}5601/)).toBeVisible();
    await expect(canvas.getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

/** A wrong code (CodeMismatchException). */
export const WrongCode: Story = {
  args: {
    initialStep: { kind: 'app-code' },
    dependencies: dependencies({
      sendAppCode: () =>
        Promise.reject(failure('CodeMismatchException', 'Invalid code received for user')),
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Code'), '000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loginErrors.codeMismatch);
  },
};

/** The choice of second factor; the authenticator app leads to its code. */
export const ChooseFactor: Story = {
  tags: ['visual'],
  args: { initialStep: { kind: 'choose-factor', factors: ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Een code per sms' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Een code uit je authenticator-app' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Verder' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Verificatiecode' }),
    ).toBeVisible();
  },
};

/** Setting up an authenticator app: the secret as a QR code and as text, then the first code. */
export const SetUpApp: Story = {
  tags: ['visual'],
  args: {
    initialStep: { kind: 'set-up-app', secret: 'PIDZAUTHENTICATORAPPGEHEIMSLEUTL' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR-code voor je authenticator-app' }),
    ).toBeVisible();
    await expect(canvas.getByText('PIDZAUTHENTICATORAPPGEHEIMSLEUTL')).toBeVisible();
    await expect(canvas.getByLabelText('Code')).toHaveFocus();
  },
};

/** The authenticator app's code. */
export const AppCode: Story = { args: { initialStep: { kind: 'app-code' } } };

/** The custom challenge: a code sent by e-mail. */
export const CustomChallenge: Story = {
  args: { initialStep: { kind: 'custom-challenge' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Extra controle' })).toBeVisible();
  },
};

const rememberDevice = {
  kind: 'remember-device',
  handOver: { id_token: 'id', access_token: 'access', refresh_token: 'refresh' },
} as const;

/** 'Dit apparaat onthouden?' after a second step on a new device; 'Onthouden' has the focus. */
export const RememberDevice: Story = {
  tags: ['visual'],
  args: { initialStep: rememberDevice },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Onthouden' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Niet onthouden' })).toBeVisible();
  },
};

/** Either answer signs in: 'Niet onthouden' hands the session over too. */
export const DeviceNotRemembered: Story = {
  args: { initialStep: rememberDevice },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Niet onthouden' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled());
  },
};

/** 'Wachtwoord vergeten': the address, then the code and the new password. */
export const ForgotPassword: Story = {
  tags: ['visual'],
  args: { initialStep: { kind: 'forgot-password' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'geen-adres{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loginErrors.emailInvalid);
    await userEvent.clear(canvas.getByLabelText('E-mailadres'));
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'sanne.devries@example.nl{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' }),
    ).toBeVisible();
  },
};

/** The reset code and new password; done, the page asks to sign in with it. */
export const ResetPassword: Story = {
  tags: ['visual'],
  args: { initialStep: { kind: 'reset-password', isRequired: false } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Code'), '123456');
    await userEvent.type(canvas.getByLabelText('Nieuw wachtwoord'), 'Nieuw-Wachtwoord1{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
    );
  },
};

/** Signed in: the session is being handed to the portal. */
export const HandingOver: Story = {
  args: { initialStep: { kind: 'handing-over' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Je wordt ingelogd…');
  },
};

/** On a phone (390 px): one column, nothing cut off. */
export const Phone: Story = {
  tags: ['visual'],
  args: { initialStep: { kind: 'set-up-app', secret: 'PIDZAUTHENTICATORAPPGEHEIMSLEUTL' } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PIDZAUTHENTICATORAPPGEHEIMSLEUTL')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
