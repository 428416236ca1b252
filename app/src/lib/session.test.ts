import { describe, expect, it } from 'vitest';
import { displayName, isAgencyWorker, sessionTokens, tokenNeedsRefresh } from './session';

describe('the display name', () => {
  it('joins first name, insertion and last name with single spaces', () => {
    expect(displayName({ first_name: 'Sanne', insertion: 'van der', last_name: 'Berg' })).toBe(
      'Sanne van der Berg',
    );
  });

  it('skips a missing or empty insertion', () => {
    expect(displayName({ first_name: 'Sanne', insertion: null, last_name: 'Berg' })).toBe(
      'Sanne Berg',
    );
    expect(displayName({ first_name: 'Sanne', insertion: '', last_name: 'Berg' })).toBe(
      'Sanne Berg',
    );
    expect(displayName({ first_name: 'Sanne', insertion: '  ', last_name: 'Berg' })).toBe(
      'Sanne Berg',
    );
  });

  it('skips any empty part and trims the others', () => {
    expect(displayName({ first_name: ' Sanne ', insertion: 'de', last_name: '' })).toBe('Sanne de');
    expect(displayName({ first_name: '', insertion: null, last_name: 'Berg' })).toBe('Berg');
  });
});

describe('roles', () => {
  it('knows agency workers', () => {
    expect(isAgencyWorker({ user_type: 'agency_worker' })).toBe(true);
    expect(isAgencyWorker({ user_type: 'freelancer' })).toBe(false);
    expect(isAgencyWorker({ user_type: 'admin' })).toBe(false);
    expect(isAgencyWorker(undefined)).toBe(false);
  });
});

describe('the token refresh threshold', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('refreshes when less than 60 s remain', () => {
    expect(tokenNeedsRefresh({ accessToken: 't', expiresAt: now + 59_999 }, now)).toBe(true);
    expect(tokenNeedsRefresh({ accessToken: 't', expiresAt: now - 1 }, now)).toBe(true);
  });

  it('keeps a token with 60 s or more left', () => {
    expect(tokenNeedsRefresh({ accessToken: 't', expiresAt: now + 60_000 }, now)).toBe(false);
    expect(tokenNeedsRefresh({ accessToken: 't', expiresAt: now + 3_600_000 }, now)).toBe(false);
  });
});

describe('a session answer', () => {
  it('gives the token and when it expires', () => {
    expect(
      sessionTokens({
        authenticated: true,
        access_token: 'abc',
        expires_at: '2026-03-02T10:15:00+01:00',
        user: {
          id: 1,
          user_type: 'freelancer',
          first_name: 'Sanne',
          insertion: null,
          last_name: 'Vries',
        },
      }),
    ).toEqual({ accessToken: 'abc', expiresAt: Date.parse('2026-03-02T09:15:00Z') });
  });

  it('gives no tokens when nobody is signed in', () => {
    expect(
      sessionTokens({ authenticated: false, access_token: null, expires_at: null, user: null }),
    ).toBeUndefined();
  });
});
