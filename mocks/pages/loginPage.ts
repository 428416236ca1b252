import { LOGIN_PAGE_PATH, type SignInError } from '../backend/signIn.ts';
import { html, pageDocument, type SafeHtml } from './html.ts';

/** Where 'Wachtwoord vergeten?' leads (mocks/pages/handlers.ts). */
export const FORGOT_PASSWORD_PATH = `${LOGIN_PAGE_PATH}/forgot`;

/** The texts of the stand-in login page. */
export const loginPageTexts = {
  title: 'Inloggen',
  note: 'Inlogpagina van de mock-back-end. De persona’s en testlogins staan in de README.',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  signIn: 'Inloggen',
  forgotPassword: 'Wachtwoord vergeten?',
  newPasswordTitle: 'Nieuw wachtwoord',
  newPasswordIntro: 'Je wachtwoord is verlopen. Kies een nieuw wachtwoord om in te loggen.',
  newPassword: 'Nieuw wachtwoord',
  passwordPolicy:
    'Minstens 8 tekens, met een hoofdletter, een kleine letter, een cijfer en een speciaal teken.',
  saveNewPassword: 'Wachtwoord opslaan',
  codeTitle: 'Verificatiecode',
  codeIntro: 'Vul de code van zes cijfers uit je authenticator-app in.',
  code: 'Code',
  confirmCode: 'Bevestigen',
  forgotTitle: 'Wachtwoord vergeten',
  forgotIntro:
    'Vul je e-mailadres in. Je ontvangt dan een e-mail om een nieuw wachtwoord in te stellen.',
  sendReset: 'Verstuur',
  resetSent:
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail om een nieuw wachtwoord in te stellen.',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  backToSignIn: 'Terug naar inloggen',
  errors: {
    EmailRequired: 'Vul je e-mailadres in.',
    PasswordRequired: 'Vul je wachtwoord in.',
    NotAuthorizedException: 'Onjuist e-mailadres of wachtwoord.',
    NewPasswordRequired: 'Een nieuw wachtwoord is verplicht.',
    InvalidPasswordException: 'Dit wachtwoord voldoet niet aan de eisen.',
    CodeMismatchException: 'Deze code klopt niet. Probeer het opnieuw.',
    ExpiredChallenge: 'Je inlogpoging is verlopen. Log opnieuw in.',
  } satisfies Record<SignInError, string>,
} as const;

const texts = loginPageTexts;

/** The field an error belongs to (it is described by the error, marked invalid and focused). */
const fieldOfError: Record<SignInError, string> = {
  EmailRequired: 'email',
  PasswordRequired: 'password',
  NotAuthorizedException: 'password',
  NewPasswordRequired: 'new-password',
  InvalidPasswordException: 'new-password',
  CodeMismatchException: 'code',
  ExpiredChallenge: 'email',
};

interface FieldProps {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  /** Ids of the texts that describe the field (a hint, an error). */
  describedBy: readonly string[];
  isInvalid: boolean;
  hasFocus: boolean;
  extra?: SafeHtml;
}

function field({
  id,
  label,
  type,
  autocomplete,
  value = '',
  describedBy,
  isInvalid,
  hasFocus,
  extra = html``,
}: FieldProps): SafeHtml {
  const described = describedBy.length
    ? html` aria-describedby="${describedBy.join(' ')}"`
    : html``;
  return html`<p class="field">
    <label for="${id}">${label}</label>
    <input
      id="${id}"
      name="${id}"
      type="${type}"
      autocomplete="${autocomplete}"
      value="${value}"
      required
      ${extra}${described}${isInvalid ? html` aria-invalid="true"` : html``}${
        hasFocus ? html` autofocus` : html``
      }
    />
  </p>`;
}

function errorMessage(error: SignInError | undefined): SafeHtml {
  return error ? html`<p class="error" id="error" role="alert">${texts.errors[error]}</p>` : html``;
}

function hidden(name: string, value: string | undefined): SafeHtml {
  return value ? html`<input type="hidden" name="${name}" value="${value}" />` : html``;
}

function withReturn(path: string, returnTo: string | undefined): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

/** What a page of the sign-in shows. */
export interface LoginPageProps {
  /** The way back into the portal, carried through every step. */
  returnTo?: string;
  /** The e-mail address typed before, shown again. */
  email?: string;
  error?: SignInError;
}

/**
 * The login page: e-mail address and password, 'Inloggen' and 'Wachtwoord vergeten?'. A form that
 * posts to the same address (mocks/pages/handlers.ts); an error shows above the form and describes
 * its field, which gets the focus.
 */
export function loginPage({ returnTo, email, error }: LoginPageProps = {}): string {
  const errorField = error ? fieldOfError[error] : undefined;
  const describedBy = (name: string) => (errorField === name ? ['error'] : []);
  return pageDocument(
    texts.title,
    html`<p class="note">${texts.note}</p>
      ${errorMessage(error)}
      <form method="post" action="${LOGIN_PAGE_PATH}" novalidate>
        <input type="hidden" name="step" value="password" />
        ${hidden('returnTo', returnTo)}
        ${field({
          id: 'email',
          label: texts.email,
          type: 'email',
          autocomplete: 'username',
          value: email,
          describedBy: describedBy('email'),
          isInvalid: errorField === 'email',
          hasFocus: !errorField || errorField === 'email',
        })}
        ${field({
          id: 'password',
          label: texts.password,
          type: 'password',
          autocomplete: 'current-password',
          describedBy: describedBy('password'),
          isInvalid: errorField === 'password',
          hasFocus: errorField === 'password',
        })}
        <p class="actions"><button type="submit">${texts.signIn}</button></p>
      </form>
      <p><a href="${withReturn(FORGOT_PASSWORD_PATH, returnTo)}">${texts.forgotPassword}</a></p>`,
  );
}

/** The new-password step of a sign-in with an expired password. */
export function newPasswordPage({ returnTo, error }: LoginPageProps = {}): string {
  return pageDocument(
    texts.newPasswordTitle,
    html`<p>${texts.newPasswordIntro}</p>
      ${errorMessage(error)}
      <form method="post" action="${LOGIN_PAGE_PATH}" novalidate>
        <input type="hidden" name="step" value="new-password" />
        ${hidden('returnTo', returnTo)}
        ${field({
          id: 'new-password',
          label: texts.newPassword,
          type: 'password',
          autocomplete: 'new-password',
          describedBy: error ? ['error', 'policy'] : ['policy'],
          isInvalid: error !== undefined,
          hasFocus: true,
        })}
        <p class="hint" id="policy">${texts.passwordPolicy}</p>
        <p class="actions"><button type="submit">${texts.saveNewPassword}</button></p>
      </form>`,
  );
}

/** The authenticator step: six digits. */
export function authenticatorCodePage({ returnTo, error }: LoginPageProps = {}): string {
  return pageDocument(
    texts.codeTitle,
    html`<p id="code-intro">${texts.codeIntro}</p>
      ${errorMessage(error)}
      <form method="post" action="${LOGIN_PAGE_PATH}" novalidate>
        <input type="hidden" name="step" value="authenticator-code" />
        ${hidden('returnTo', returnTo)}
        ${field({
          id: 'code',
          label: texts.code,
          type: 'text',
          autocomplete: 'one-time-code',
          describedBy: error ? ['error', 'code-intro'] : ['code-intro'],
          isInvalid: error !== undefined,
          hasFocus: true,
          extra: html`inputmode="numeric" pattern="[0-9]{6}" maxlength="6"`,
        })}
        <p class="actions"><button type="submit">${texts.confirmCode}</button></p>
      </form>`,
  );
}

/** What the forgotten-password page shows. */
export interface ForgotPasswordPageProps {
  returnTo?: string;
  email?: string;
  /** The address was not an e-mail address. */
  isInvalid?: boolean;
  /** The request was sent: the confirmation, the same whether the address is known or not. */
  isSent?: boolean;
}

/**
 * 'Wachtwoord vergeten': the e-mail address, then a confirmation that never tells whether the
 * address is known.
 */
export function forgotPasswordPage({
  returnTo,
  email,
  isInvalid = false,
  isSent = false,
}: ForgotPasswordPageProps = {}): string {
  const back = html`<p>
    <a href="${withReturn(LOGIN_PAGE_PATH, returnTo)}">${texts.backToSignIn}</a>
  </p>`;
  if (isSent) {
    return pageDocument(
      texts.forgotTitle,
      html`<p role="status">${texts.resetSent}</p>
        ${back}`,
    );
  }
  return pageDocument(
    texts.forgotTitle,
    html`<p id="forgot-intro">${texts.forgotIntro}</p>
      ${isInvalid ? html`<p class="error" id="error" role="alert">${texts.invalidEmail}</p>` : html``}
      <form method="post" action="${FORGOT_PASSWORD_PATH}" novalidate>
        ${hidden('returnTo', returnTo)}
        ${field({
          id: 'email',
          label: texts.email,
          type: 'email',
          autocomplete: 'username',
          value: email,
          describedBy: isInvalid ? ['error', 'forgot-intro'] : ['forgot-intro'],
          isInvalid,
          hasFocus: true,
        })}
        <p class="actions"><button type="submit">${texts.sendReset}</button></p>
      </form>
      ${back}`,
  );
}
