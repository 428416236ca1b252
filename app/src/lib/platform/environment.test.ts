import { describe, expect, it } from 'vitest';
import {
  applyBackendQuery,
  backendHost,
  environmentPreference,
  ENVIRONMENT_STORAGE_KEY,
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
const mockBuild = { isMockBuild: true, ownOrigin, configuredHosts: [] };
const productionBuild = {
  isMockBuild: false,
  ownOrigin,
  configuredHosts: ['https://api.example.nl'],
};

describe('the environment preference', () => {
  it('defaults to mock in a mock build and to the own origin in a production build', () => {
    expect(environmentPreference(memoryStorage(), mockBuild)).toBe('mock');
    expect(environmentPreference(memoryStorage(), productionBuild)).toBe(ownOrigin);
  });

  it('uses a stored host and reduces it to its origin', () => {
    const storage = memoryStorage({ [ENVIRONMENT_STORAGE_KEY]: 'http://localhost:4010/' });
    expect(environmentPreference(storage, mockBuild)).toBe('http://localhost:4010');
  });

  it('ignores a stored value that is neither mock nor an http(s) URL', () => {
    const storage = memoryStorage({ [ENVIRONMENT_STORAGE_KEY]: 'javascript:alert(1)' });
    expect(environmentPreference(storage, mockBuild)).toBe('mock');
  });

  it('stores what ?backend= asks for', () => {
    const storage = memoryStorage();
    expect(applyBackendQuery('?backend=http%3A%2F%2Flocalhost%3A4010', storage, mockBuild)).toBe(
      'http://localhost:4010',
    );
    expect(storage.getItem(ENVIRONMENT_STORAGE_KEY)).toBe('http://localhost:4010');
    applyBackendQuery('?scenario=empty&backend=mock', storage, mockBuild);
    expect(storage.getItem(ENVIRONMENT_STORAGE_KEY)).toBe('mock');
  });

  it('leaves the preference alone when ?backend= is missing or invalid', () => {
    const storage = memoryStorage({ [ENVIRONMENT_STORAGE_KEY]: 'mock' });
    expect(applyBackendQuery('?scenario=empty', storage, mockBuild)).toBeUndefined();
    expect(applyBackendQuery('?backend=ftp://example.nl', storage, mockBuild)).toBeUndefined();
    expect(storage.getItem(ENVIRONMENT_STORAGE_KEY)).toBe('mock');
  });

  it('takes only the hosts the build allows, from ?backend= and from storage alike', () => {
    const storage = memoryStorage();
    for (const evil of [
      'https://evil.example',
      'http://localhost:4010',
      'https://api.example.nl.evil.example',
    ]) {
      expect(
        applyBackendQuery(`?backend=${encodeURIComponent(evil)}`, storage, productionBuild),
      ).toBeUndefined();
      expect(
        environmentPreference(memoryStorage({ [ENVIRONMENT_STORAGE_KEY]: evil }), productionBuild),
      ).toBe(ownOrigin);
    }
    expect(storage.getItem(ENVIRONMENT_STORAGE_KEY)).toBeNull();
    expect(applyBackendQuery('?backend=https://api.example.nl/', storage, productionBuild)).toBe(
      'https://api.example.nl',
    );
    expect(applyBackendQuery(`?backend=${ownOrigin}`, storage, productionBuild)).toBe(ownOrigin);
    // A mock build also takes the hosts of this machine (the Node mock server), and no others.
    expect(applyBackendQuery('?backend=http://127.0.0.1:4010', storage, mockBuild)).toBe(
      'http://127.0.0.1:4010',
    );
    expect(applyBackendQuery('?backend=https://evil.example', storage, mockBuild)).toBeUndefined();
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
