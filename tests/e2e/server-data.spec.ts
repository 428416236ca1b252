import { expect, test, type Page } from './guard.ts';

/**
 * The data layer end to end (mock build, in-browser mock): what is cached, what is retried and what
 * is reported. Calls are counted as the page sends them.
 */

/**
 * Counts the page's JSON-RPC calls of one method (short name, e.g. `language:getAll`): the calls,
 * not the HTTP requests, so a batch counts each of its members.
 */
function countCalls(page: Page, method: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/api-rpc-cognito/')) return;
    const body = request.postDataJSON() as { method?: string } | { method?: string }[] | null;
    const sent = Array.isArray(body) ? body : [body];
    calls += sent.filter((call) => call?.method === `pidz.services.api.${method}`).length;
  });
  return () => calls;
}

test('the reads /cv starts together travel as one JSON-RPC batch', async ({ page }) => {
  const requests: string[][] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/api-rpc-cognito/')) return;
    const body = request.postDataJSON() as { method: string } | { method: string }[];
    requests.push((Array.isArray(body) ? body : [body]).map((call) => call.method));
  });
  await page.goto('/cv');
  await expect(page.getByRole('region', { name: 'Talen' })).toBeVisible();
  const withResume = requests.filter((methods) =>
    methods.includes('pidz.services.api.resume:getResume'),
  );
  expect(withResume).toHaveLength(1);
  expect(withResume[0]).toEqual(
    expect.arrayContaining([
      'pidz.services.api.resume:getResume',
      'pidz.services.api.profile:getFreelancerFunctions',
      'pidz.services.api.sector:getAll',
      'pidz.services.api.education_subject:getEducationSubjects',
      'pidz.services.api.training_subject:getTrainingSubjects',
    ]),
  );
});

test('fetches the language list once per session, however often the form opens', async ({
  page,
}) => {
  const languageListCalls = countCalls(page, 'language:getAll');
  const resumeCalls = countCalls(page, 'resume:getResume');
  await page.goto('/cv');
  const section = page.getByRole('region', { name: 'Talen' });
  for (let visit = 0; visit < 3; visit += 1) {
    await section.getByRole('link', { name: 'Taal toevoegen' }).click();
    await expect(page.getByRole('combobox', { name: 'Taal' })).toBeVisible();
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await expect(section).toBeVisible();
  }
  expect(languageListCalls()).toBe(1);
  // The resume is cached too: the form and the overview share one answer.
  expect(resumeCalls()).toBe(1);
});

test.describe('reads that fail twice', () => {
  // The mock's fault: the first two answers are HTTP 500.
  test.use({ guard: { expected: [/HTTP 500 POST .*\/api-rpc-cognito\//] } });

  test('a read that fails with HTTP 500 twice is retried and shows its data without a toast', async ({
    page,
  }) => {
    // A fake clock that runs as usual; the test moves it through the backoff (1 s, then 2 s)
    // instead of sitting through it.
    await page.clock.install();
    const resumeCalls = countCalls(page, 'resume:getResume');
    await page.goto('/cv?fault=resume:getResume:http500x2');
    const languages = page.getByRole('region', { name: 'Talen' });
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(languages).toBeVisible({ timeout: 100 });
    }).toPass({ intervals: [100] });
    expect(resumeCalls()).toBe(3);
    await expect(page.getByText('Oeps', { exact: true })).toHaveCount(0);
  });
});

test('a catalogue error is not retried and shows its toast once', async ({ page }) => {
  // A fake clock that runs as usual until the test moves it on.
  await page.clock.install();
  const resumeCalls = countCalls(page, 'resume:getResume');
  await page.goto('/cv?fault=resume:getResume:602');
  await expect(
    page.getByRole('alert').filter({ hasText: 'konden niet worden geladen' }),
  ).toBeVisible();
  await expect(page.getByText('Oeps', { exact: true })).toHaveCount(1);
  // Nothing more is asked in the time every retry would have come (after 1, 2 and 4 s).
  await page.clock.runFor(5_000);
  expect(resumeCalls()).toBe(1);
  await expect(page.getByText('Oeps', { exact: true })).toHaveCount(1);
});
