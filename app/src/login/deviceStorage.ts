import type { ICognitoStorage } from 'amazon-cognito-identity-js';

/** The SDK's keys of a remembered device (its key, group and secret), kept across visits. */
const DEVICE_KEY = /\.(deviceKey|deviceGroupKey|randomPasswordKey)$/;

/**
 * The SDK's storage on the login page: a remembered device's keys in `localStorage` (they must
 * outlive the page, or no device could be remembered), everything else, the tokens among it, only
 * in memory: the tokens leave the page once, in the hand-over's body, and are gone with it.
 */
export class DeviceStorage implements ICognitoStorage {
  private readonly memory = new Map<string, string>();
  private readonly lasting: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

  constructor(lasting: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.localStorage) {
    this.lasting = lasting;
  }

  setItem(key: string, value: string): void {
    if (DEVICE_KEY.test(key)) this.lasting.setItem(key, value);
    else this.memory.set(key, value);
  }

  getItem(key: string): string | null {
    return DEVICE_KEY.test(key) ? this.lasting.getItem(key) : (this.memory.get(key) ?? null);
  }

  removeItem(key: string): void {
    if (DEVICE_KEY.test(key)) this.lasting.removeItem(key);
    else this.memory.delete(key);
  }

  clear(): void {
    this.memory.clear();
  }
}
