import type { Device, DeviceStore } from './model.ts';

/** localStorage key of the in-browser pool's remembered devices (docs/decisions/0021). */
export const DEVICES_KEY = 'pidz.mock.identity.devices';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isRememberedDevice(value: unknown): value is Device {
  if (typeof value !== 'object' || value === null) return false;
  const { key, groupKey, username, secret, remembered } = value as Partial<Record<string, unknown>>;
  const { salt, verifier } = (secret ?? {}) as Partial<Record<string, unknown>>;
  return (
    isText(key) &&
    isText(groupKey) &&
    isText(username) &&
    isText(salt) &&
    isText(verifier) &&
    remembered === true
  );
}

/**
 * The pool's remembered devices as JSON in `storage`: the browser's localStorage, where the SDK
 * keeps a remembered device's keys too, so that the in-browser mock's pool, made anew at each page
 * load, knows the devices its earlier pools remembered (in every tab of the browser).
 */
export function storedDevices(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): DeviceStore {
  return {
    load() {
      try {
        const stored: unknown = JSON.parse(storage.getItem(DEVICES_KEY) ?? '[]');
        return Array.isArray(stored) ? stored.filter(isRememberedDevice) : [];
      } catch {
        return [];
      }
    },
    save(devices) {
      if (devices.length === 0) storage.removeItem(DEVICES_KEY);
      else storage.setItem(DEVICES_KEY, JSON.stringify(devices));
    },
  };
}
