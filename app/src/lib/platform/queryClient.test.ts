import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { RpcError } from '@pidz/contracts';
import { maintenanceStore } from './maintenance';
import { createQueryClient, reportCallError } from './queryClient';
import { isRetryable, retryDelay } from './retry';
import { sessionStore } from './session';
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

describe('a call refused for its token (HTTP 401)', () => {
  const refused = new RpcError({ code: 600, message: 'HTTP 401', httpStatus: 401 });
  const checks: string[] = [];

  beforeEach(() => {
    clearToasts();
    checks.length = 0;
    vi.stubGlobal('window', {
      location: { origin: 'https://portal.example.nl' },
      localStorage: { getItem: () => null, removeItem: () => undefined },
    });
    vi.stubGlobal('document', { cookie: '' });
    sessionStore.status = 'signed-in';
    sessionStore.tokens = { accessToken: 'old', expiresAt: Date.now() + 3_600_000 };
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function answerSessionCheck(answer: object) {
    vi.stubGlobal('fetch', async (url: string) => {
      checks.push(url);
      return Response.json(answer);
    });
  }

  it('checks the session again; an ended one signs out, without a toast', async () => {
    answerSessionCheck({ authenticated: false, access_token: null, expires_at: null, user: null });
    await reportCallError(refused);
    expect(checks).toEqual(['https://portal.example.nl/auth/check-session']);
    expect(sessionStore.status).toBe('signed-out');
    expect(toastStore.queue.active).toEqual([]);
  });

  it('takes the new token of a session that lives, and shows the failure', async () => {
    answerSessionCheck({
      authenticated: true,
      access_token: 'new',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      user: { id: 1, user_type: 'freelancer', first_name: 'S', insertion: null, last_name: 'V' },
    });
    await reportCallError(refused);
    expect(sessionStore.tokens?.accessToken).toBe('new');
    expect(toastStore.queue.active.map((toast) => toast.title)).toEqual(['Oeps']);
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

describe('a read that cannot reach the back end', () => {
  const offline = new RpcError({ code: 600, message: 'Failed to fetch' });

  beforeEach(() => {
    clearToasts();
    sessionStore.status = 'signed-in';
  });

  /**
   * The toasts once the read's failure has been reported: a marker failure reported after it
   * shows last (the catalogue loads on demand, and reports are shown in order).
   */
  async function toastsAfter(read: Promise<unknown>): Promise<string[]> {
    await read.catch(() => undefined);
    void reportCallError(new RpcError({ code: 1304, message: 'marker' }));
    const marker = 'Dit factuurnummer is al gebruikt';
    await vi.waitFor(() =>
      expect(toastStore.queue.active.map((toast) => toast.message)).toContain(marker),
    );
    return toastStore.queue.active
      .map((toast) => toast.message ?? '')
      .filter((message) => message !== marker);
  }

  it('shows no toast while it keeps its last data: the page says so', async () => {
    const queryClient = createQueryClient({ retryDelay: () => 0 });
    queryClient.setQueryData(['rpc', 'resume:getResume'], { about_me: 'kept' });
    const read = queryClient.fetchQuery({
      queryKey: ['rpc', 'resume:getResume'],
      queryFn: () => Promise.reject(offline),
      retry: false,
      staleTime: 0,
    });
    expect(await toastsAfter(read)).toEqual([]);
  });

  it('shows the toast when it has nothing to show', async () => {
    const queryClient = createQueryClient({ retryDelay: () => 0 });
    const read = queryClient.fetchQuery({
      queryKey: ['rpc', 'resume:getResume'],
      queryFn: () => Promise.reject(offline),
      retry: false,
    });
    expect(await toastsAfter(read)).toEqual(['Er is iets misgegaan']);
  });

  it('shows the toast, and drops the last data, when the back end answered with an error', async () => {
    const queryClient = createQueryClient({ retryDelay: () => 0 });
    queryClient.setQueryData(['rpc', 'resume:getResume'], { about_me: 'kept' });
    const read = queryClient.fetchQuery({
      queryKey: ['rpc', 'resume:getResume'],
      queryFn: () =>
        Promise.reject(new RpcError({ code: 1702, message: 'overlap', httpStatus: 200 })),
      staleTime: 0,
    });
    expect(await toastsAfter(read)).toEqual(['Er bestaat al een agenda-item op dit tijdstip']);
    // Its screen shows the failure (a suspense query throws without data), not the old data.
    expect(queryClient.getQueryState(['rpc', 'resume:getResume'])).toMatchObject({
      status: 'error',
      data: undefined,
    });
  });

  it('keeps the last data of a read that could not reach the back end', async () => {
    const queryClient = createQueryClient({ retryDelay: () => 0 });
    queryClient.setQueryData(['rpc', 'resume:getResume'], { about_me: 'kept' });
    await queryClient
      .fetchQuery({
        queryKey: ['rpc', 'resume:getResume'],
        queryFn: () => Promise.reject(offline),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(queryClient.getQueryState(['rpc', 'resume:getResume'])).toMatchObject({
      status: 'error',
      data: { about_me: 'kept' },
    });
  });
});

describe('a write while the device is offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('is sent, and fails at once with its toast, rather than waiting paused', async () => {
    clearToasts();
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    const write = vi.fn(() =>
      Promise.reject(new RpcError({ code: 600, message: 'Failed to fetch' })),
    );
    await expect(
      queryClient.getMutationCache().build(queryClient, { mutationFn: write }).execute(undefined),
    ).rejects.toThrow('Failed to fetch');
    expect(write).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(toastStore.queue.active).toHaveLength(1));
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
