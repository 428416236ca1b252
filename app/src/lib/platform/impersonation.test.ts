import { describe, expect, it } from 'vitest';
import { impersonationId, lacksImpersonationId } from './impersonation';

describe('the impersonation id', () => {
  it('comes from the assume_user cookie', () => {
    expect(
      impersonationId({ cookies: 'theme=dark; assume_user=4711; other=x', windowValue: undefined }),
    ).toBe('4711');
  });

  it('decodes the cookie value', () => {
    expect(impersonationId({ cookies: 'assume_user=user%2042', windowValue: undefined })).toBe(
      'user 42',
    );
  });

  it('falls back to window.assumeUser', () => {
    expect(impersonationId({ cookies: 'theme=dark', windowValue: '815' })).toBe('815');
    expect(impersonationId({ cookies: 'assume_user=', windowValue: '815' })).toBe('815');
  });

  it('is undefined when no admin impersonates', () => {
    expect(impersonationId({ cookies: '', windowValue: undefined })).toBeUndefined();
    expect(
      impersonationId({ cookies: 'not_assume_user=1', windowValue: undefined }),
    ).toBeUndefined();
  });
});

describe('an impersonation without an id', () => {
  const none = { cookies: 'theme=dark', windowValue: undefined };

  it('is found when the user says an admin impersonates but the page holds no id', () => {
    expect(lacksImpersonationId({ isImpersonated: true }, none)).toBe(true);
  });

  it('is not found when the id is held, or when nobody impersonates', () => {
    expect(
      lacksImpersonationId(
        { isImpersonated: true },
        { cookies: 'assume_user=1201', windowValue: undefined },
      ),
    ).toBe(false);
    expect(
      lacksImpersonationId({ isImpersonated: true }, { cookies: '', windowValue: '1201' }),
    ).toBe(false);
    expect(lacksImpersonationId({ isImpersonated: false }, none)).toBe(false);
  });
});
