import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD, testLogins } from '../backend/signIn.ts';
import { createMockHttpServer } from '../server.ts';
import { loginPageTexts } from './loginPage.ts';

const portal = 'http://localhost:4174';
const mock = createMockHttpServer({ scenario: 'freelancer', portalOrigins: [portal] });
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await mock.listen(0);
});
afterEach(() => mock.session.reset({ scenario: 'freelancer', portalOrigins: [portal] }));
afterAll(() => mock.close());

function post(path: string, fields: Record<string, string>) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

async function session() {
  return (await (await fetch(`${baseUrl}/auth/check-session`)).json()) as {
    authenticated: boolean;
    user: { first_name: string; user_type: string } | null;
  };
}

describe('the login page of the mocked back end', () => {
  it('asks for the e-mail address and password in Dutch, and keeps the way back', async () => {
    const returnTo = `${portal}/cv?tab="x"`;
    const page = await fetch(`${baseUrl}/mock/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(page.status).toBe(200);
    const markup = await page.text();
    expect(markup).toContain('<html lang="nl">');
    expect(markup).toContain('<label for="email">E-mailadres</label>');
    expect(markup).toContain('<label for="password">Wachtwoord</label>');
    expect(markup).toContain('>Inloggen</button>');
    expect(markup).toContain('Wachtwoord vergeten?</a>');
    expect(markup).toContain(`name="returnTo" value="${portal}/cv?tab=&quot;x&quot;"`);
  });

  it('signs a persona in and sends them back to the page they came from', async () => {
    await fetch(`${baseUrl}/auth/logout`, { method: 'POST' });
    expect((await session()).authenticated).toBe(false);
    const answer = await post('/mock/login', {
      step: 'password',
      email: 'm.elamrani@example.nl',
      password: PERSONA_PASSWORD,
      returnTo: `${portal}/settings/profile`,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${portal}/settings/profile`);
    expect(await session()).toMatchObject({
      authenticated: true,
      user: { first_name: 'Mohamed', user_type: 'agency_worker' },
    });
  });

  it('never sends anyone off the portal', async () => {
    const answer = await post('/mock/login', {
      step: 'password',
      ...testLogins.signsIn,
      returnTo: 'https://elders.example/phish',
    });
    expect(answer.headers.get('location')).toBe(`${portal}/`);
  });

  it('says in Dutch that the e-mail address or password is wrong, and keeps the address', async () => {
    const answer = await post('/mock/login', {
      step: 'password',
      ...testLogins.wrongPassword,
    });
    expect(answer.status).toBe(401);
    const markup = await answer.text();
    expect(markup).toContain(
      `<p class="error" id="error" role="alert">${loginPageTexts.errors.NotAuthorizedException}</p>`,
    );
    expect(markup).toContain(`value="${testLogins.wrongPassword.email}"`);
    expect(markup).toMatch(/id="password"[^>]*aria-describedby="error"[^>]*aria-invalid="true"/);
  });

  it('shows what was typed as text, never as markup', async () => {
    const answer = await post('/mock/login', {
      step: 'password',
      email: '"><script>alert(1)</script>',
      password: 'x',
    });
    const markup = await answer.text();
    expect(markup).not.toContain('<script>alert(1)</script>');
    expect(markup).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('takes the expired password through the new-password step', async () => {
    const first = await post('/mock/login', { step: 'password', ...testLogins.expiredPassword });
    const markup = await first.text();
    expect(markup).toContain('<h1>Nieuw wachtwoord</h1>');
    expect(markup).toContain(loginPageTexts.passwordPolicy);
    const empty = await post('/mock/login', { step: 'new-password', 'new-password': '' });
    expect(await empty.text()).toContain(loginPageTexts.errors.NewPasswordRequired);
    const done = await post('/mock/login', {
      step: 'new-password',
      'new-password': 'Nieuw-Wachtwoord1',
      returnTo: `${portal}/cv`,
    });
    expect(done.headers.get('location')).toBe(`${portal}/cv`);
  });

  it('confirms a password reset request without telling whether the address is known', async () => {
    const known = await post('/mock/login/forgot', { email: 'sanne.devries@example.nl' });
    const unknown = await post('/mock/login/forgot', { email: 'niemand@example.nl' });
    expect(known.status).toBe(200);
    const knownMarkup = await known.text();
    expect(knownMarkup).toContain(loginPageTexts.resetSent);
    expect(await unknown.text()).toBe(knownMarkup);
    const invalid = await post('/mock/login/forgot', { email: 'geen-adres' });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain(loginPageTexts.invalidEmail);
  });
});
