import { expect, test, type Page } from './guard.ts';
import { mockServerUrl, productionAppUrl } from './servers.ts';

const linkMethod = 'pidz.services.api.software_invoice:getSoftwareInvoicePaymentLink';

/**
 * Asks the back end at `rpcUrl`, from the page, for a payment link of software invoice 6002, with
 * the session's token (asked as the app asks it).
 */
function paymentLink(page: Page, rpcUrl: string, redirectUrl: string) {
  return page.evaluate(
    async ({ rpcUrl, method, redirectUrl }) => {
      const session = await fetch(new URL('/auth/check-session', rpcUrl), {
        credentials: 'include',
      });
      const { access_token } = (await session.json()) as { access_token: string };
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method,
          params: { invoiceId: 6002, redirectUrl },
        }),
      });
      return ((await response.json()) as { result: { url: string; payment_id: string } }).result;
    },
    { rpcUrl, method: linkMethod, redirectUrl },
  );
}

/** Pays on the bank page by keyboard and checks where it returns to. */
async function payByKeyboard(page: Page, url: string, back: RegExp) {
  await page.goto(url);
  await expect(page).toHaveTitle('Betalen');
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen' })).toBeVisible();
  await expect(page.getByText('PZ-', { exact: false })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Betalen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(back);
}

test('the in-browser mock serves its bank page: paying returns to the portal, and the payment stays paid after a reload', async ({
  page,
}) => {
  await page.goto('/dashboard?mock-reset');
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const link = await paymentLink(page, `${origin}/api-rpc-cognito/`, `${origin}/dashboard`);
  expect(link.url).toBe(`${origin}/mock/pay/${link.payment_id}`);

  await payByKeyboard(page, link.url, new RegExp(`/dashboard\\?payment_id=${link.payment_id}$`));
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();

  await page.goto(link.url);
  await expect(page.getByText('Deze betaling is al afgerond.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar het portaal' })).toHaveAttribute(
    'href',
    `${origin}/dashboard?payment_id=${link.payment_id}`,
  );
});

test('the Node mock server serves the bank page to the production build', async ({
  page,
  request,
}) => {
  expect((await request.get(`${mockServerUrl}/health?scenario=freelancer`)).ok()).toBe(true);
  await page.goto(`${productionAppUrl}/dashboard?backend=${encodeURIComponent(mockServerUrl)}`);
  await expect(page.getByRole('button', { name: 'Sanne de Vries' })).toBeVisible();
  const link = await paymentLink(
    page,
    `${mockServerUrl}/api-rpc-cognito/`,
    `${productionAppUrl}/dashboard`,
  );
  expect(link.url).toBe(`${mockServerUrl}/mock/pay/${link.payment_id}`);
  await payByKeyboard(
    page,
    link.url,
    new RegExp(`^${productionAppUrl}/dashboard\\?payment_id=${link.payment_id}$`),
  );
});
