import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { BANK_PAGE_PATH, completePayment, paymentSummary } from '../backend/bank.ts';
import type { MockSession } from '../session.ts';
import { bankPage } from './bankPage.ts';
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

/**
 * The pages the mocked back end serves itself (docs/decisions/0017): the bank's payment page at
 * `/mock/pay/<payment_id>` (the address the payment links lead to), standing in for an outside
 * page the portal sends the user to, and for QA the codes the mocked identity provider 'sent'
 * (`/mock/messages`; the login page itself is app/login, docs/decisions/0021). Plain HTML, so that
 * they work without a script on the Node mock server; in the browser the page script shows them
 * (pages/browser.ts).
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
  ];
}
