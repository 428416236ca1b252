import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../node.ts';
import { createTestClient, sessionAuthorization } from '../testing/client.ts';
import { parseFault, SHORT_TOKEN_LIFETIME_MS } from './index.ts';

const mock = createMockServer();
const client = createTestClient();

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

describe('scenarios', () => {
  it('freelancer: a complete freelancer profile', async () => {
    const profile = await client.freelancer.getCurrentFreelancer();
    expect(profile).toMatchObject({ user_type: 'freelancer', first_name: 'Sanne' });
  });

  it('agency-worker: an agency-worker profile with personal bank details', async () => {
    mock.reset({ scenario: 'agency-worker' });
    const profile = await client.freelancer.getCurrentFreelancer();
    expect(profile).toMatchObject({
      user_type: 'agency_worker',
      iban_personal: 'NL20INGB0001234567',
    });
  });

  it('admin-impersonating: the user is impersonated and the session is the admin', async () => {
    mock.reset({ scenario: 'admin-impersonating' });
    await expect(client.user.getCurrentUser()).resolves.toMatchObject({
      user_type: 'freelancer',
      isImpersonated: true,
    });
    const session = await (await fetch('http://localhost/auth/check-session')).json();
    expect(session).toMatchObject({ user: { user_type: 'admin' } });
  });

  it('empty: nothing filled in, and the banners of a new freelancer', async () => {
    mock.reset({ scenario: 'empty' });
    const resume = await client.resume.getResume();
    expect(resume).toMatchObject({ workExperience: [], educations: [], languages: [] });
    await expect(client.calendar.getCalendarShifts()).resolves.toEqual([]);
    const banners = await (
      await fetch('http://localhost/api/freelancer/freelancer-banners', {
        headers: await sessionAuthorization(),
      })
    ).json();
    expect(banners).toEqual({
      inactiveReasons: [],
      resume: ['resume_incomplete'],
      profile: ['activate_profile', 'profile_incomplete'],
    });
  });

  it('session-expiring: tokens live 90 s, and every refresh gives a new one and is counted', async () => {
    mock.reset({ scenario: 'session-expiring' });
    const before = Date.now();
    const session = await (await fetch('http://localhost/auth/check-session')).json();
    const lifetime = Date.parse(session.expires_at) - before;
    expect(lifetime).toBeGreaterThanOrEqual(SHORT_TOKEN_LIFETIME_MS);
    expect(lifetime).toBeLessThan(SHORT_TOKEN_LIFETIME_MS + 2000);
    const refreshed = await fetch('http://localhost/auth/refresh-tokens', { method: 'POST' });
    expect(refreshed.status).toBe(200);
    await expect(refreshed.json()).resolves.toMatchObject({ authenticated: true });
    expect(mock.session.backend.state.tokenRules?.refreshes).toBe(1);
  });

  it('refresh-refused: the refresh answers 401 NotAuthorizedException and ends the session', async () => {
    mock.reset({ scenario: 'refresh-refused' });
    const refreshed = await fetch('http://localhost/auth/refresh-tokens', { method: 'POST' });
    expect(refreshed.status).toBe(401);
    await expect(refreshed.json()).resolves.toMatchObject({ error: 'NotAuthorizedException' });
    const session = await (await fetch('http://localhost/auth/check-session')).json();
    expect(session).toMatchObject({ authenticated: false });
  });

  it('starts again from the seed on reset', async () => {
    await client.user.updateMaxWorkRange({ maxWorkRange: 90 });
    await expect(client.user.getMaxWorkRange()).resolves.toBe(90);
    mock.reset();
    await expect(client.user.getMaxWorkRange()).resolves.toBe(45);
  });
});

describe('parseFault', () => {
  it('reads method:code, short names, * and http<status>', () => {
    expect(parseFault('calendar:addCalendarItem:1702')).toEqual({
      method: 'pidz.services.api.calendar:addCalendarItem',
      code: 1702,
    });
    expect(parseFault('pidz.services.api.resume:getResume:http500')).toEqual({
      method: 'pidz.services.api.resume:getResume',
      httpStatus: 500,
    });
    expect(parseFault('*:http503')).toEqual({ method: '*', httpStatus: 503 });
    expect(parseFault('resume:getResume:http500x2')).toEqual({
      method: 'pidz.services.api.resume:getResume',
      httpStatus: 500,
      times: 2,
    });
    expect(parseFault('calendar:addCalendarItem:1702x1')).toEqual({
      method: 'pidz.services.api.calendar:addCalendarItem',
      code: 1702,
      times: 1,
    });
    expect(parseFault('POST /auth/logout:http500')).toEqual({
      route: 'POST /auth/logout',
      httpStatus: 500,
    });
  });

  it('ignores unknown methods and malformed text', () => {
    expect(parseFault('calendar:nothing:1702')).toBeUndefined();
    expect(parseFault('calendar:addCalendarItem:slow')).toBeUndefined();
    expect(parseFault('1702')).toBeUndefined();
    expect(parseFault('POST /auth/logout:1702')).toBeUndefined();
  });
});
