import type { ReactElement } from 'react';
import { QueryClientProvider, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcError } from '@pidz/contracts';
import { createQueryClient } from '../lib/platform/queryClient';
import { QueryBoundary } from '../lib/screen/QueryBoundary';
import { clearToasts, toastStore } from '../lib/platform/toasts';
import { shiftsQuery } from './shifts';

/** Every call fails with a catalogue error (not retried). */
vi.mock('../lib/platform/rpc', () => ({
  rpc: () => ({
    call: () => Promise.reject(new RpcError({ code: 1702, message: 'overlap', httpStatus: 200 })),
  }),
}));

function Shifts() {
  const { data } = useSuspenseQuery(shiftsQuery);
  return <p>{data.length}</p>;
}

/** The dashboard's card: it shows the failure itself. */
const dashboardCard = (
  <QueryBoundary
    isFailureToasted={false}
    placeholder={(failure) => failure && <p>Kaart mislukt</p>}
  >
    <Shifts />
  </QueryBoundary>
);

/** A shift list or the shift screen: the load-failed panel and the toast. */
const shiftList = (
  <QueryBoundary>
    <Shifts />
  </QueryBoundary>
);

/** The toasts shown while a screen reads the failing shifts, until its failure shows. */
async function toastsOf(queryClient: QueryClient, screenElement: ReactElement, shown: RegExp) {
  clearToasts();
  const view = render(
    <QueryClientProvider client={queryClient}>{screenElement}</QueryClientProvider>,
  );
  await screen.findByText(shown);
  // The catalogue's texts load with the first failure (a dynamic import): let it settle.
  await act(() => import('../lib/platform/errors'));
  const toasts = toastStore.queue.active.map((toast) => toast.message);
  view.unmount();
  return toasts;
}

describe('a failing shared read (the shifts)', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = createQueryClient({ retryDelay: () => 0 });
    // React logs what an error boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('toasts where the screen wants it and not where it shows the failure itself, dashboard first', async () => {
    expect(await toastsOf(queryClient, dashboardCard, /Kaart mislukt/)).toEqual([]);
    expect(await toastsOf(queryClient, shiftList, /Opnieuw proberen/)).toEqual([
      'Er bestaat al een agenda-item op dit tijdstip',
    ]);
  });

  it('gives the same when the shift list read it first', async () => {
    expect(await toastsOf(queryClient, shiftList, /Opnieuw proberen/)).toEqual([
      'Er bestaat al een agenda-item op dit tijdstip',
    ]);
    expect(await toastsOf(queryClient, dashboardCard, /Kaart mislukt/)).toEqual([]);
  });

  it('gives the same when the route loader asked it before either screen', async () => {
    await queryClient.prefetchQuery(shiftsQuery);
    await act(() => import('../lib/platform/errors'));
    expect(toastStore.queue.active).toEqual([]);
    expect(await toastsOf(queryClient, dashboardCard, /Kaart mislukt/)).toEqual([]);
    expect(await toastsOf(queryClient, shiftList, /Opnieuw proberen/)).toEqual([
      'Er bestaat al een agenda-item op dit tijdstip',
    ]);
  });
});
