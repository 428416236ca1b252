import type { ICognitoStorage } from 'amazon-cognito-identity-js';

/** The SDK's keys of a device (its key, group and secret). */
const DEVICE_KEY = /\.(deviceKey|deviceGroupKey|randomPasswordKey)$/;

/**
 * The SDK's storage on the login page: a remembered device's keys in `localStorage` (they must
 * outlive the page, or no device could be remembered), everything else only in memory: the tokens
 * leave the page once, in the hand-over's body, and are gone with it. A new device's keys stay in
 * memory too until the user chooses 'Onthouden' ({@link keepDevice}): 'Niet onthouden' leaves
 * nothing of the device in the browser, and neither does 'Uitloggen' (decision 0021, issue 37).
 */
export class DeviceStorage implements ICognitoStorage {
  private readonly memory = new Map<string, string>();
  private readonly lasting: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

  constructor(lasting: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.localStorage) {
    this.lasting = lasting;
  }

  setItem(key: string, value: string): void {
    // A remembered device's keys are renewed where they are kept.
    if (DEVICE_KEY.test(key) && this.lasting.getItem(key) !== null)
      this.lasting.setItem(key, value);
    else this.memory.set(key, value);
  }

  getItem(key: string): string | null {
    return this.memory.get(key) ?? (DEVICE_KEY.test(key) ? this.lasting.getItem(key) : null);
  }

  removeItem(key: string): void {
    if (DEVICE_KEY.test(key)) this.lasting.removeItem(key);
    this.memory.delete(key);
  }

  clear(): void {
    this.memory.clear();
  }

  /**
   * The user's answer to 'Dit apparaat onthouden?': the new device's keys are kept in
   * `localStorage` (remembered) or forgotten at once (not remembered).
   */
  keepDevice(isRemembered: boolean): void {
    for (const [key, value] of this.memory) {
      if (!DEVICE_KEY.test(key)) continue;
      if (isRemembered) this.lasting.setItem(key, value);
      this.memory.delete(key);
    }
  }
}
