import { describe, expect, it } from 'vitest';
import {
  applyBackendQuery,
  backendHost,
  ENVIRONMENT_STORAGE_KEY,
  environmentPreference,
  usesMockWorker,
} from './environment';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const ownOrigin = 'https://portal.example.nl';

describe('the environment preference', () => {
  it('defaults to mock in a mock build and to the own origin in a production build', () => {
    expect(environmentPreference(memoryStorage(), true, ownOrigin)).toBe('mock');
    expect(environmentPreference(memoryStorage(), false, ownOrigin)).toBe(ownOrigin);
  });

  it('uses a stored host and reduces it to its origin', () => {
    const storage = memoryStorage({ [ENVIRONMENT_STORAGE_KEY]: 'http://localhost:4010/' });
    expect(environmentPreference(storage, true, ownOrigin)).toBe('http://localhost:4010');
  });

  it('ignores a stored value that is neither mock nor an http(s) URL', () => {
    const storage = memoryStorage({ [ENVIRONMENT_STORAGE_KEY]: 'javascript:alert(1)' });
    expect(environmentPreference(storage, true, ownOrigin)).toBe('mock');
  });

  it('stores what ?backend= asks for', () => {
    const storage = memoryStorage();
    expect(applyBackendQuery('?backend=http%3A%2F%2Flocalhost%3A4010', storage)).toBe(
      'http://localhost:4010',
    );
    expect(storage.getItem(ENVIRONMENT_STORAGE_KEY)).toBe('http://localhost:4010');
    applyBackendQuery('?scenario=empty&backend=mock', storage);
    expect(storage.getItem(ENVIRONMENT_STORAGE_KEY)).toBe('mock');
  });

  it('leaves the preference alone when ?backend= is missing or invalid', () => {
    const storage = memoryStorage({ [ENVIRONMENT_STORAGE_KEY]: 'mock' });
    expect(applyBackendQuery('?scenario=empty', storage)).toBeUndefined();
    expect(applyBackendQuery('?backend=ftp://example.nl', storage)).toBeUndefined();
    expect(storage.getItem(ENVIRONMENT_STORAGE_KEY)).toBe('mock');
  });

  it('starts the mock worker only in a mock build whose preference is mock', () => {
    expect(usesMockWorker('mock', true)).toBe(true);
    expect(usesMockWorker('http://localhost:4010', true)).toBe(false);
    expect(usesMockWorker('mock', false)).toBe(false);
  });

  it('sends calls to the own origin for mock and to the chosen host otherwise', () => {
    expect(backendHost('mock', ownOrigin)).toBe(ownOrigin);
    expect(backendHost('http://localhost:4010', ownOrigin)).toBe('http://localhost:4010');
  });
});
