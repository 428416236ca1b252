import { describe, expect, it } from 'vitest';
import {
  OPTIONS_KEY,
  STATE_KEY,
  optionsFromLocation,
  type OptionStorage,
} from './browser-options.ts';

function memoryStorage(): OptionStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const page = (query: string) => new URL(`http://localhost:5173/calendar${query}`);

describe('optionsFromLocation', () => {
  it('reads scenario, faults and delay from the address and keeps them for the session', () => {
    const storage = memoryStorage();
    const options = optionsFromLocation(
      page('?scenario=empty&fault=calendar:addCalendarItem:1702&fault=*:http500&delay=300'),
      storage,
    );
    expect(options).toEqual({
      scenario: 'empty',
      faults: [
        { method: 'pidz.services.api.calendar:addCalendarItem', code: 1702 },
        { method: '*', httpStatus: 500 },
      ],
      delayMs: 300,
      state: undefined,
    });
    const later = optionsFromLocation(page(''), storage);
    expect(later).toMatchObject({ scenario: 'empty', delayMs: 300 });
    expect(later.faults).toHaveLength(2);
  });

  it('restores the saved state on a reload of the same scenario', () => {
    const storage = memoryStorage();
    optionsFromLocation(page('?scenario=agency-worker'), storage);
    storage.setItem(STATE_KEY, JSON.stringify({ lastId: 12_345 }));
    expect(optionsFromLocation(page(''), storage).state).toEqual({ lastId: 12_345 });
  });

  it('starts from the seed when the scenario changes or on ?mock-reset', () => {
    const storage = memoryStorage();
    optionsFromLocation(page('?scenario=agency-worker'), storage);
    storage.setItem(STATE_KEY, JSON.stringify({ lastId: 12_345 }));
    expect(optionsFromLocation(page('?scenario=empty'), storage).state).toBeUndefined();
    storage.setItem(STATE_KEY, JSON.stringify({ lastId: 12_345 }));
    const reset = optionsFromLocation(page('?mock-reset'), storage);
    expect(reset).toMatchObject({ scenario: undefined, state: undefined });
    expect(storage.items.has(STATE_KEY)).toBe(false);
    expect(storage.items.get(OPTIONS_KEY)).toBe('{}');
  });

  it('ignores an unknown scenario and clears faults with an empty ?fault', () => {
    const storage = memoryStorage();
    optionsFromLocation(page('?fault=resume:getResume:600'), storage);
    expect(optionsFromLocation(page('?scenario=nobody&fault='), storage)).toMatchObject({
      scenario: undefined,
      faults: [],
    });
  });
});
