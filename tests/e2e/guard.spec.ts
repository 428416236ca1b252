import { expect, test, type Page } from './guard.ts';

/** Serves `body` as a page of its own origin (no app needed), and opens it. */
async function open(page: Page, body: string) {
  await page.route('http://guard.test/**', (route) =>
    route.request().url().endsWith('/page')
      ? route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="nl"><head><title>Guard</title></head><body><main><h1>Guard</h1>${body}</main></body></html>`,
        })
      : route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('http://guard.test/page');
}

test('a page that breaks no rule passes the guard', async ({ page }) => {
  await open(page, '<button>Opslaan</button>');
  await page.getByRole('button', { name: 'Opslaan' }).click();
});

test.describe('a declared fault passes the guard', () => {
  test.use({
    guard: { expected: [/HTTP 404 GET http:\/\/guard\.test\/missing/, /status of 404/] },
  });

  test('a request that fails on purpose', async ({ page }) => {
    await open(page, `<script>fetch('/missing')</script>`);
    await expect
      .poll(() => page.evaluate(() => performance.getEntries().length))
      .toBeGreaterThan(1);
  });
});

/** Each of these breaks one rule: the guard must fail it. */
test.describe('the guard fails a test', () => {
  test.fail();

  test('whose action leaves the focus on <body>', async ({ page }) => {
    await open(page, '<button onclick="this.remove()">Weg</button>');
    await page.getByRole('button', { name: 'Weg' }).click();
  });

  test('with a console error', async ({ page }) => {
    await open(page, `<script>console.error('boom')</script>`);
  });

  test('with a <div> in a <p>', async ({ page }) => {
    await open(
      page,
      `<p id="text">Tekst</p><script>document.getElementById('text').append(document.createElement('div'))</script>`,
    );
  });

  test('with a request that fails', async ({ page }) => {
    await open(page, `<script>fetch('/missing')</script>`);
  });

  test('with a failed dynamic import', async ({ page }) => {
    await open(page, `<script type="module">import('/missing.js')</script>`);
  });

  test('with an axe violation', async ({ page }) => {
    await open(page, '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">');
  });
});
