import { describe, expect, it } from 'vitest';
import { createMockSession } from '../session.ts';
import { DEVICES_KEY, storedDevices } from './deviceStore.ts';
import type { Device } from './model.ts';

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const device: Device = {
  key: 'eu-central-1_device',
  groupKey: '-group',
  username: 'user',
  secret: { salt: 'ab', verifier: 'cd' },
  remembered: true,
};

describe("the in-browser pool's remembered devices (localStorage)", () => {
  it('keeps them as JSON, and reads back only what is a remembered device', () => {
    const storage = memory();
    const store = storedDevices(storage);
    store.save([device]);
    expect(store.load()).toEqual([device]);
    storage.setItem(DEVICES_KEY, JSON.stringify([device, { ...device, remembered: false }, 7]));
    expect(store.load()).toEqual([device]);
    storage.setItem(DEVICES_KEY, '{kapot');
    expect(store.load()).toEqual([]);
    store.save([]);
    expect(storage.items.has(DEVICES_KEY)).toBe(false);
  });

  it('are forgotten when the mock starts over (a fresh user pool)', () => {
    const store = storedDevices(memory());
    store.save([device]);
    createMockSession({}, store).reset();
    expect(store.load()).toEqual([]);
  });
});
