import { beforeEach, describe, expect, it } from 'vitest';
import { RpcError } from '@pidz/contracts';
import { maintenanceStore } from './maintenance';
import { createQueryClient, reportCallError } from './queryClient';
import { isRetryable, retryDelay } from './retry';
import { clearToasts, toastStore } from './toasts';

describe('a failed call', () => {
  beforeEach(() => {
    clearToasts();
    maintenanceStore.isActive = false;
  });

  it('shows the catalogue toast for its code', async () => {
    await reportCallError(new RpcError({ code: 1702, message: 'overlap' }));
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

  it('shows a known English server message in Dutch', async () => {
    await reportCallError(new RpcError({ code: 1205, message: 'Breaks must not overlap.' }));
    expect(toastStore.queue.active.map((toast) => toast.message)).toEqual([
      'Pauzes mogen elkaar niet overlappen',
    ]);
  });

  it('falls back to 600 for unknown codes and failures that are no RpcError', async () => {
    await reportCallError(new RpcError({ code: -32602, message: 'Invalid params' }));
    await reportCallError(new TypeError('Failed to fetch'));
    expect(toastStore.queue.active.map((toast) => toast.message)).toEqual([
      'Er is iets misgegaan',
      'Er is iets misgegaan',
    ]);
  });

  it('switches to the maintenance page, without a toast, when the answer says MAINTENANCE', async () => {
    await reportCallError(
      new RpcError({ code: 600, message: 'HTTP 503', httpStatus: 503, status: 'MAINTENANCE' }),
    );
    expect(maintenanceStore.isActive).toBe(true);
    expect(toastStore.queue.active).toEqual([]);
  });
});

describe('a failure that the screen shows itself', () => {
  beforeEach(() => {
    clearToasts();
    maintenanceStore.isActive = false;
  });

  it('shows no toast, but still switches to the maintenance page on MAINTENANCE', async () => {
    await reportCallError(new RpcError({ code: 1702, message: 'overlap' }), {
      toastOnError: false,
    });
    expect(toastStore.queue.active).toEqual([]);
    await reportCallError(
      new RpcError({ code: 600, message: 'HTTP 503', httpStatus: 503, status: 'MAINTENANCE' }),
      { toastOnError: false },
    );
    expect(maintenanceStore.isActive).toBe(true);
  });
});

describe('retries', () => {
  it('retries reads that failed on the network or with HTTP 5xx', () => {
    expect(isRetryable(new RpcError({ code: 600, message: 'Failed to fetch' }))).toBe(true);
    expect(isRetryable(new RpcError({ code: 600, message: 'HTTP 500', httpStatus: 500 }))).toBe(
      true,
    );
    expect(isRetryable(new RpcError({ code: 600, message: 'HTTP 502', httpStatus: 502 }))).toBe(
      true,
    );
  });

  it('never retries catalogue errors, client errors, maintenance or bugs', () => {
    expect(isRetryable(new RpcError({ code: 1702, message: 'overlap', httpStatus: 200 }))).toBe(
      false,
    );
    expect(isRetryable(new RpcError({ code: 600, message: 'HTTP 401', httpStatus: 401 }))).toBe(
      false,
    );
    expect(
      isRetryable(
        new RpcError({ code: 600, message: 'HTTP 503', httpStatus: 503, status: 'MAINTENANCE' }),
      ),
    ).toBe(false);
    expect(isRetryable(new TypeError('x is undefined'))).toBe(false);
  });

  it('backs off exponentially from 1 s, never more than 5 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('is the app cache’s backoff unless a story or test asks for none', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retryDelay).toBe(retryDelay);
    const noWait = () => 0;
    expect(createQueryClient({ retryDelay: noWait }).getDefaultOptions().queries?.retryDelay).toBe(
      noWait,
    );
  });
});
