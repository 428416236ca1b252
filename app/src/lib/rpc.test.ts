import { beforeEach, describe, expect, it } from 'vitest';
import { RpcError } from '@pidz/contracts';
import { maintenanceStore } from './maintenance';
import { reportCallError } from './rpc';
import { clearToasts, toastStore } from './toasts';

describe('a failed call', () => {
  beforeEach(() => {
    clearToasts();
    maintenanceStore.isActive = false;
  });

  it('shows the catalogue toast for its code', () => {
    reportCallError(new RpcError({ code: 1702, message: 'overlap' }));
    expect(toastStore.queue.active).toEqual([
      expect.objectContaining({
        type: 'error',
        title: 'Oeps',
        message: 'Er bestaat al een agenda-item op dit tijdstip',
        duration: 7000,
      }),
    ]);
    expect(maintenanceStore.isActive).toBe(false);
  });

  it('shows a known English server message in Dutch', () => {
    reportCallError(new RpcError({ code: 1205, message: 'Breaks must not overlap.' }));
    expect(toastStore.queue.active.map((toast) => toast.message)).toEqual([
      'Pauzes mogen elkaar niet overlappen',
    ]);
  });

  it('falls back to 600 for unknown codes and failures that are no RpcError', () => {
    reportCallError(new RpcError({ code: -32602, message: 'Invalid params' }));
    reportCallError(new TypeError('Failed to fetch'));
    expect(toastStore.queue.active.map((toast) => toast.message)).toEqual([
      'Er is iets misgegaan',
      'Er is iets misgegaan',
    ]);
  });

  it('switches to the maintenance page, without a toast, when the answer says MAINTENANCE', () => {
    reportCallError(
      new RpcError({ code: 600, message: 'HTTP 503', httpStatus: 503, status: 'MAINTENANCE' }),
    );
    expect(maintenanceStore.isActive).toBe(true);
    expect(toastStore.queue.active).toEqual([]);
  });
});
