import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { BANK_PAGE_PATH, completePayment, paymentSummary } from '../backend/bank.ts';
import { RestFailure } from '../backend/index.ts';
import { LOGIN_PAGE_PATH, signInStep, wayBack, type SignInStep } from '../backend/signIn.ts';
import { impersonationCookie } from '../impersonation.ts';
import type { MockSession } from '../session.ts';
import { bankPage } from './bankPage.ts';
import {
  authenticatorCodePage,
  FORGOT_PASSWORD_PATH,
  forgotPasswordPage,
  loginPage,
  newPasswordPage,
} from './loginPage.ts';
import { MESSAGES_PAGE_PATH, messagesPage } from './messagesPage.ts';

/**
 * The request header with which the page script of the in-browser mock (pages/browser.ts) fetches
 * a page and posts its forms: a redirect is then answered as JSON, which a script can read (a
 * fetch cannot see where a service worker's redirect leads).
 */
export const PAGE_SCRIPT_HEADER = 'X-Mock-Page-Script';

function page(markup: string, status = 200) {
  return new HttpResponse(markup, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** A 303 to `location` for a browser's form post; `{ redirect }` for the page script. */
function redirect(request: Request, location: string) {
  return request.headers.has(PAGE_SCRIPT_HEADER)
    ? HttpResponse.json({ redirect: location })
    : new HttpResponse(null, { status: 303, headers: { Location: location } });
}

/** A form field's text ('' when it is missing). */
function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The sign-in step a login page's form posted. */
function stepOf(form: FormData): SignInStep {
  const kind = formText(form, 'step');
  if (kind === 'new-password') return { kind, password: formText(form, 'new-password') };
  if (kind === 'authenticator-code') return { kind, code: formText(form, 'code') };
  return { kind: 'password', email: formText(form, 'email'), password: formText(form, 'password') };
}

/** The way back a login page was given, if any. */
function returnToOf(url: string): string | undefined {
  return new URL(url).searchParams.get('returnTo') ?? undefined;
}

/**
 * The pages the mocked back end serves itself, standing in for outside pages the portal sends the
 * user to (docs/decisions/0017): the bank's payment page at `/mock/pay/<payment_id>` (the address
 * the payment links lead to), and the login page at `/mock/login` (with its steps and
 * 'Wachtwoord vergeten?' at `/mock/login/forgot`), where signing in starts a persona's session and
 * leads back into the portal (mocks/backend/signIn.ts). Plain HTML forms, so that they work without a script on the Node
 * mock server; in the browser the page script shows them (pages/browser.ts).
 */
export function pageHandlers(session: MockSession, onCallCompleted?: () => void): HttpHandler[] {
  const slowed = async () => {
    if (session.delayMs > 0) await delay(session.delayMs);
  };
  return [
    http.get(`*${BANK_PAGE_PATH}:paymentId`, async ({ params }) => {
      await slowed();
      const payment = paymentSummary(session.backend.state, String(params.paymentId));
      return page(bankPage(payment), payment ? 200 : 404);
    }),
    http.post(`*${BANK_PAGE_PATH}:paymentId`, async ({ request, params }) => {
      await slowed();
      const form = await request.formData();
      const outcome = form.get('answer') === 'pay' ? 'paid' : 'canceled';
      const back = completePayment(session.backend.state, String(params.paymentId), outcome);
      onCallCompleted?.();
      return back ? redirect(request, back) : page(bankPage(undefined), 404);
    }),
    http.get(`*${MESSAGES_PAGE_PATH}`, async () => {
      await slowed();
      return page(messagesPage(session.identity.messages));
    }),
    http.get(`*${LOGIN_PAGE_PATH}`, async ({ request }) => {
      await slowed();
      return page(loginPage({ returnTo: returnToOf(request.url) }));
    }),
    http.post(`*${LOGIN_PAGE_PATH}`, async ({ request }) => {
      await slowed();
      const form = await request.formData();
      const returnTo = formText(form, 'returnTo') || undefined;
      const { state, outcome } = signInStep(session.backend.state, session.scenario, stepOf(form));
      if (state !== session.backend.state) session.backend.restore(state);
      onCallCompleted?.();
      if (outcome.kind === 'signed-in') {
        // The portal's origins first: the way back when none (or a foreign one) was given.
        const allowed = [...session.portalOrigins, new URL(request.url).origin];
        const answer = redirect(request, wayBack(returnTo, allowed));
        // The admin persona acts as a user: the browser holds the id, as the admin site leaves it.
        answer.headers.set('Set-Cookie', impersonationCookie(session.backend.state));
        return answer;
      }
      if (outcome.kind === 'challenge') {
        const next = outcome.challenge === 'new-password' ? newPasswordPage : authenticatorCodePage;
        return page(next({ returnTo }));
      }
      const { error, email } = outcome;
      if (error === 'NewPasswordRequired' || error === 'InvalidPasswordException') {
        return page(newPasswordPage({ returnTo, error }), 400);
      }
      if (error === 'CodeMismatchException') {
        return page(authenticatorCodePage({ returnTo, error }), 401);
      }
      return page(
        loginPage({ returnTo, email, error }),
        error === 'NotAuthorizedException' ? 401 : 400,
      );
    }),
    http.get(`*${FORGOT_PASSWORD_PATH}`, async ({ request }) => {
      await slowed();
      return page(forgotPasswordPage({ returnTo: returnToOf(request.url) }));
    }),
    http.post(`*${FORGOT_PASSWORD_PATH}`, async ({ request }) => {
      await slowed();
      const form = await request.formData();
      const returnTo = formText(form, 'returnTo') || undefined;
      const email = formText(form, 'email').trim();
      try {
        // What POST /auth/reset-password-request does: the same answer for any address.
        session.backend.rest.requestPasswordReset({ email });
      } catch (error) {
        if (!(error instanceof RestFailure)) throw error;
        return page(forgotPasswordPage({ returnTo, email, isInvalid: true }), 400);
      }
      return page(forgotPasswordPage({ returnTo, isSent: true }));
    }),
  ];
}
