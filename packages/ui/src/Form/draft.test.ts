import { describe, expect, it } from 'vitest';
import {
  areFormValuesEqual,
  formDraftStorageKey,
  isJsonValue,
  readFormDraft,
  removeFormDraft,
  secretFieldNames,
  writeFormDraft,
} from './draft';
import type { FormItem } from './model';

/** An in-memory Storage, as sessionStorage behaves. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

interface SignInValues {
  email: string;
  password: string;
  code: string;
  remember: boolean;
  country: string | null;
  period: { start: string; end: string | null };
}

const initialValues: SignInValues = {
  email: '',
  password: '',
  code: '',
  remember: false,
  country: 'NL',
  period: { start: '2024-01-01', end: null },
};

const items: FormItem<SignInValues>[] = [
  {
    kind: 'row',
    items: [
      { kind: 'input', name: 'email', label: 'E-mail', type: 'email' },
      { kind: 'input', name: 'password', label: 'Wachtwoord', type: 'password' },
    ],
  },
  // Inactive fields count too: their values stay in the form.
  { kind: 'input', name: 'code', label: 'Code', isSecret: true, active: false },
  { kind: 'checkbox', name: 'remember', label: 'Onthoud mij' },
];

const secretNames = secretFieldNames(items, initialValues);
const OWNER = 'user:7';
const context = { initialValues, secretNames, owner: OWNER };
const KEY = 'sign-in:edit:7';

function stored(storage: Storage): unknown {
  const raw = storage.getItem(formDraftStorageKey(KEY));
  return raw === null ? null : JSON.parse(raw);
}

describe('areFormValuesEqual', () => {
  it('compares deeply, whatever the key order', () => {
    expect(areFormValuesEqual({ a: 1, b: { c: [1, 'x'] } }, { b: { c: [1, 'x'] }, a: 1 })).toBe(
      true,
    );
    expect(areFormValuesEqual({ a: 1, b: { c: [1, 'x'] } }, { a: 1, b: { c: [1, 'y'] } })).toBe(
      false,
    );
    expect(areFormValuesEqual({ a: null }, { a: undefined })).toBe(false);
    expect(areFormValuesEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(areFormValuesEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(areFormValuesEqual([], {})).toBe(false);
    expect(areFormValuesEqual('', null)).toBe(false);
    expect(areFormValuesEqual(false, false)).toBe(true);
  });

  it('tells dates and other instances apart unless identical', () => {
    const date = new Date(0);
    expect(areFormValuesEqual({ d: date }, { d: date })).toBe(true);
    expect(areFormValuesEqual({ d: date }, { d: new Date(0) })).toBe(false);
  });
});

describe('isJsonValue', () => {
  it('accepts what JSON keeps', () => {
    expect(isJsonValue({ a: 'x', b: true, c: 1.5, d: null, e: [{ f: [] }] })).toBe(true);
    expect(isJsonValue(Object.create(null))).toBe(true);
  });

  it('refuses what JSON loses or changes', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const value of [
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      () => 1,
      new Date(0),
      new Map(),
      10n,
      cyclic,
      { a: undefined },
      [new Set()],
    ]) {
      expect(isJsonValue(value)).toBe(false);
    }
  });

  it('accepts the same object twice when it is no cycle', () => {
    const shared = { x: 1 };
    expect(isJsonValue({ a: shared, b: shared })).toBe(true);
  });
});

describe('secretFieldNames', () => {
  it('finds password inputs and fields marked isSecret, active or not', () => {
    expect([...secretNames].sort()).toEqual(['code', 'password']);
  });
});

describe('writeFormDraft', () => {
  it('stores the values under the namespaced key, without secret fields', () => {
    const storage = new MemoryStorage();
    const values = { ...initialValues, email: 'a@b.nl', password: 'geheim', code: '123456' };
    writeFormDraft(storage, KEY, { ...context, values });
    expect(storage.key(0)).toBe('pidz.form-draft.sign-in:edit:7');
    expect(stored(storage)).toEqual({
      version: 2,
      owner: OWNER,
      values: {
        email: 'a@b.nl',
        remember: false,
        country: 'NL',
        period: { start: '2024-01-01', end: null },
      },
    });
    expect(storage.getItem(formDraftStorageKey(KEY))).not.toContain('geheim');
  });

  it('removes the draft when the values are back to the initial ones', () => {
    const storage = new MemoryStorage();
    writeFormDraft(storage, KEY, { ...context, values: { ...initialValues, remember: true } });
    writeFormDraft(storage, KEY, { ...context, values: initialValues });
    expect(storage.length).toBe(0);
  });

  it('stores nothing when only secret fields changed', () => {
    const storage = new MemoryStorage();
    writeFormDraft(storage, KEY, { ...context, values: { ...initialValues, password: 'geheim' } });
    expect(storage.length).toBe(0);
  });

  it('removes the draft when the values cannot be stored as JSON', () => {
    const storage = new MemoryStorage();
    writeFormDraft(storage, KEY, { ...context, values: { ...initialValues, email: 'a@b.nl' } });
    const values = {
      ...initialValues,
      email: 'a@b.nl',
      period: new Date(0),
    } as unknown as SignInValues;
    writeFormDraft(storage, KEY, { ...context, values });
    expect(storage.length).toBe(0);
  });

  it('ignores a storage that refuses', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() =>
      writeFormDraft(storage, KEY, { ...context, values: { ...initialValues, email: 'x' } }),
    ).not.toThrow();
  });
});

describe('readFormDraft', () => {
  const save = (storage: Storage, values: unknown) =>
    storage.setItem(formDraftStorageKey(KEY), JSON.stringify({ version: 2, owner: OWNER, values }));

  it('gives the initial values overlaid with the draft', () => {
    const storage = new MemoryStorage();
    writeFormDraft(storage, KEY, {
      ...context,
      values: { ...initialValues, email: 'a@b.nl', country: null, password: 'geheim' },
    });
    expect(readFormDraft(storage, KEY, context)).toEqual({
      ...initialValues,
      email: 'a@b.nl',
      country: null,
    });
  });

  it('gives null without a draft, or for one equal to the initial values', () => {
    const storage = new MemoryStorage();
    expect(readFormDraft(storage, KEY, context)).toBeNull();
    save(storage, { email: '', remember: false });
    expect(readFormDraft(storage, KEY, context)).toBeNull();
  });

  it('ignores a draft of another form shape', () => {
    const storage = new MemoryStorage();
    save(storage, { email: 'a@b.nl', unknown: 'x' });
    expect(readFormDraft(storage, KEY, context)).toBeNull();
    save(storage, { email: 'a@b.nl', remember: 'yes' });
    expect(readFormDraft(storage, KEY, context)).toBeNull();
    save(storage, { period: ['2024-01-01'] });
    expect(readFormDraft(storage, KEY, context)).toBeNull();
    save(storage, ['a@b.nl']);
    expect(readFormDraft(storage, KEY, context)).toBeNull();
  });

  it('never restores a secret field, even one stored by someone else', () => {
    const storage = new MemoryStorage();
    save(storage, { email: 'a@b.nl', password: 'geheim' });
    expect(readFormDraft(storage, KEY, context)).toBeNull();
  });

  it('ignores a draft that is not JSON or of another version', () => {
    const storage = new MemoryStorage();
    storage.setItem(formDraftStorageKey(KEY), '{not json');
    expect(readFormDraft(storage, KEY, context)).toBeNull();
    storage.setItem(
      formDraftStorageKey(KEY),
      JSON.stringify({ version: 1, values: { email: 'x' } }),
    );
    expect(readFormDraft(storage, KEY, context)).toBeNull();
    storage.setItem(formDraftStorageKey(KEY), JSON.stringify({ email: 'x' }));
    expect(readFormDraft(storage, KEY, context)).toBeNull();
  });

  it('restores a draft only for the user who typed it', () => {
    const storage = new MemoryStorage();
    writeFormDraft(storage, KEY, { ...context, values: { ...initialValues, email: 'a@b.nl' } });
    expect(stored(storage)).toMatchObject({ owner: OWNER });
    expect(readFormDraft(storage, KEY, { ...context, owner: 'user:8' })).toBeNull();
    expect(readFormDraft(storage, KEY, { ...context, owner: null })).toBeNull();
    expect(readFormDraft(storage, KEY, context)).toMatchObject({ email: 'a@b.nl' });
  });

  it('ignores a storage that refuses', () => {
    const storage = new MemoryStorage();
    storage.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(readFormDraft(storage, KEY, context)).toBeNull();
  });
});

describe('removeFormDraft', () => {
  it('removes only the draft of its key', () => {
    const storage = new MemoryStorage();
    storage.setItem('pidz.mock-state', '{}');
    writeFormDraft(storage, KEY, { ...context, values: { ...initialValues, email: 'x' } });
    removeFormDraft(KEY, storage);
    expect(stored(storage)).toBeNull();
    expect(storage.getItem('pidz.mock-state')).toBe('{}');
  });

  it('does nothing without a storage', () => {
    expect(() => removeFormDraft(KEY, null)).not.toThrow();
  });
});
