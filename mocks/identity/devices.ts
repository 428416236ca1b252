/**
 * The mocked user pool's remembered devices: confirming a device the sign-in offered, remembering
 * or forgetting it, and keeping the remembered ones in a {@link DeviceStore} beyond the pool's life.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import type { Device, DeviceStore, IdentityAnswer, RequestBody, User } from './model.ts';
import type { Operation, UserPool } from './pool.ts';
import { isBase64, missing, parameters, text, unknownDevice } from './requests.ts';
import { base64ToBytes } from './srp.ts';
import { userOfAccessToken } from './tokens.ts';

function deviceOf(pool: UserPool, user: User, body: RequestBody): Device {
  const device = pool.devices.get(text(body, 'DeviceKey'));
  if (!device || device.username !== user.username) throw unknownDevice();
  return device;
}

/** A signed-in user's devices. */
export const deviceOperations: Record<string, Operation> = {
  ConfirmDevice(pool, body) {
    const { user } = userOfAccessToken(pool, body);
    const device = deviceOf(pool, user, body);
    const config = parameters(body.DeviceSecretVerifierConfig);
    if (!isBase64(config.PasswordVerifier) || !isBase64(config.Salt)) {
      throw missing('DeviceSecretVerifierConfig');
    }
    device.secret = {
      salt: bytesToHex(base64ToBytes(config.Salt)),
      verifier: bytesToHex(base64ToBytes(config.PasswordVerifier)),
    };
    device.name = typeof body.DeviceName === 'string' ? body.DeviceName : undefined;
    // The pool remembers devices when the user opts in (UpdateDeviceStatus).
    return { status: 200, body: { UserConfirmationNecessary: true } };
  },
  UpdateDeviceStatus(pool, body) {
    const { user } = userOfAccessToken(pool, body);
    const device = deviceOf(pool, user, body);
    device.remembered = body.DeviceRememberedStatus === 'remembered';
    return { status: 200, body: {} };
  },
  ForgetDevice(pool, body) {
    const { user } = userOfAccessToken(pool, body);
    pool.devices.delete(deviceOf(pool, user, body).key);
    return { status: 200, body: {} };
  },
};

/**
 * `operation` with the store's remembered devices (another page of the browser may have
 * remembered or forgotten one since); those it remembered or forgot are then stored. The
 * devices offered, confirmed or not remembered stay in this pool's memory only: their keys are
 * in the page's memory only too (app/src/login/deviceStorage.ts).
 */
export function withStoredDevices(
  pool: UserPool,
  store: DeviceStore | undefined,
  operation: () => IdentityAnswer,
): IdentityAnswer {
  if (!store) return operation();
  const { devices } = pool;
  const remembered = () => [...devices.values()].filter((device) => device.remembered);
  for (const device of remembered()) devices.delete(device.key);
  for (const device of store.load()) devices.set(device.key, { ...device });
  const before = JSON.stringify(remembered());
  try {
    return operation();
  } finally {
    const after = remembered();
    if (JSON.stringify(after) !== before) store.save(after);
  }
}
