import { InvoiceStatus } from '@pidz/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer } from '../server.ts';
import { sessionAuthorization } from '../testing/client.ts';
import { html } from './html.ts';

const mock = createMockHttpServer({ scenario: 'freelancer' });
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await mock.listen(0);
});
afterAll(() => mock.close());

async function rpc(method: string, params: object) {
  const response = await fetch(`${baseUrl}/api-rpc-cognito/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await sessionAuthorization(baseUrl)) },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: number } };
  return body.result;
}

async function softwareInvoiceLink(invoiceId: number) {
  return (await rpc('pidz.services.api.software_invoice:getSoftwareInvoicePaymentLink', {
    invoiceId,
    redirectUrl: `http://localhost:5173/invoices/software/${invoiceId}?tab=software`,
  })) as { url: string; payment_id: string };
}

function answerBankPage(url: string, answer: 'pay' | 'cancel') {
  return fetch(url, { method: 'POST', body: new URLSearchParams({ answer }), redirect: 'manual' });
}

const invoiceStatus = async (invoiceId: number) =>
  (
    (await rpc('pidz.services.api.software_invoice:getInvoice', { invoiceId })) as {
      status: number;
    }
  ).status;

describe('the bank page of the mocked back end', () => {
  it('is where a payment link leads, on the server that handed it out, and shows what is paid', async () => {
    const link = await softwareInvoiceLink(6002);
    expect(link.url).toBe(`${baseUrl}/mock/pay/${link.payment_id}`);
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const markup = await page.text();
    expect(markup).toContain('<html lang="nl">');
    expect(markup).toMatch(/<h1>Betalen<\/h1>/);
    expect(markup).toContain('€\u00a024,20');
    expect(markup).toContain('<button type="submit" name="answer" value="pay">Betalen</button>');
  });

  it("'Betalen' returns to the redirect address with the payment id; the portal then marks the invoice pending", async () => {
    const link = await softwareInvoiceLink(6002);
    const paid = await answerBankPage(link.url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:5173/invoices/software/6002?tab=software&payment_id=${link.payment_id}`,
    );
    expect(await invoiceStatus(6002)).toBe(7);
    await rpc('pidz.services.api.software_invoice:setPaymentStatusPendingByInvoice', {
      paymentId: link.payment_id,
    });
    expect(await invoiceStatus(6002)).toBe(InvoiceStatus.PAYMENT_PENDING);
    const again = await (await fetch(link.url)).text();
    expect(again).toContain('Deze betaling is al afgerond.');
    expect(again).toContain(`payment_id=${link.payment_id}`);
  });

  it("'Annuleren' returns too, and the invoice stays open", async () => {
    const link = await softwareInvoiceLink(6001);
    const cancelled = await answerBankPage(link.url, 'cancel');
    expect(cancelled.headers.get('location')).toContain(`payment_id=${link.payment_id}`);
    await rpc('pidz.services.api.software_invoice:setPaymentStatusPendingByInvoice', {
      paymentId: link.payment_id,
    });
    expect(await invoiceStatus(6001)).toBe(1);
    expect((await answerBankPage(link.url, 'pay')).status).toBe(303);
    expect(await invoiceStatus(6001)).toBe(1);
  });

  it('settles a factoring credit when paid', async () => {
    const isPaid = () =>
      rpc('pidz.services.api.freelancer_invoice:factoringCompanyCreditIsPaid', {
        freelancerInvoiceId: 5001,
      });
    expect(await isPaid()).toBe(false);
    const link = (await rpc(
      'pidz.services.api.freelancer_invoice:factoringCompanyCreditPaymentLink',
      { freelancerInvoiceId: 5001, redirectURL: 'http://localhost:5173/invoices/freelancer/5001' },
    )) as { url: string };
    expect(await (await fetch(link.url)).text()).toContain('Terugbetaling voorfinanciering');
    await answerBankPage(link.url, 'pay');
    expect(await isPaid()).toBe(true);
  });

  it('answers the page script with the address to go to, and an unknown payment with 404', async () => {
    const link = await softwareInvoiceLink(6001);
    const scripted = await fetch(link.url, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'cancel' }),
      headers: { 'X-Mock-Page-Script': '1' },
    });
    expect(await scripted.json()).toEqual({
      redirect: expect.stringContaining(`payment_id=${link.payment_id}`) as unknown,
    });
    const unknown = await fetch(`${baseUrl}/mock/pay/tr_0`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Betaling niet gevonden');
  });
});

describe('html', () => {
  it('escapes what it is given as text and keeps nested markup', () => {
    const name = '<script>alert("x")</script> & \'co\'';
    expect(html`<p title="${name}">${html`<b>${name}</b>`}</p>`.markup).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">' +
        '<b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</b></p>',
    );
  });
});

describe('the page of sent codes (/mock/messages)', () => {
  it('lists the codes the identity provider sent, per address, newest first', async () => {
    const empty = await (await fetch(`${baseUrl}/mock/messages`)).text();
    expect(empty).toContain('Er zijn nog geen berichten verstuurd.');
    for (let request = 0; request < 2; request += 1) {
      mock.session.identity.handle('ForgotPassword', {
        ClientId: 'pidzportalmock000000000000',
        Username: 'sanne.devries@example.nl',
      });
    }
    const [older, newer] = mock.session.identity.messagesTo('sanne.devries@example.nl');
    const page = await (await fetch(`${baseUrl}/mock/messages`)).text();
    const section = page.split('<h2>sanne.devries@example.nl</h2>')[1] ?? '';
    expect(section.indexOf(`<td>${newer?.code}</td>`)).toBeGreaterThan(-1);
    expect(section.indexOf(`<td>${newer?.code}</td>`)).toBeLessThan(
      section.indexOf(`<td>${older?.code}</td>`),
    );
    expect(section).toContain('<td>wachtwoord herstellen</td>');
  });
});
