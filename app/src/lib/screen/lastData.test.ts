import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { GENERIC_ERROR_CODE, RpcError } from '@pidz/contracts';
import { isShownFromLastData } from './lastData';

const key = ['rpc', 'resume:getResume'];

/** A cache holding the read's last data, shown on screen (an observer), fetched with `queryFn`. */
function shownRead(queryFn: () => Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(key, { about_me: 'Van gisteren' }, { updatedAt: 1 });
  const observer = new QueryObserver(queryClient, { queryKey: key, queryFn, staleTime: 0 });
  const stop = observer.subscribe(() => undefined);
  const query = () => {
    const found = queryClient.getQueryCache().find({ queryKey: key });
    if (!found) throw new Error('The read is not in the cache');
    return found;
  };
  return { queryClient, observer, stop, query };
}

afterEach(() => onlineManager.setOnline(true));

describe('a read shown from its last data', () => {
  it('is one that waits for the device to be online again', async () => {
    onlineManager.setOnline(false);
    const { query, stop } = shownRead(() => Promise.resolve({ about_me: 'Nieuw' }));
    await expect.poll(() => query().state.fetchStatus).toBe('paused');
    expect(isShownFromLastData(query())).toBe(true);
    stop();
    expect(isShownFromLastData(query())).toBe(false);
  });

  it('is one whose fetch could not reach the back end, not one the back end refused', async () => {
    const unreachable = new RpcError({ code: GENERIC_ERROR_CODE, message: 'Failed to fetch' });
    const failed = shownRead(() => Promise.reject(unreachable));
    await expect.poll(() => failed.query().state.status).toBe('error');
    expect(isShownFromLastData(failed.query())).toBe(true);

    const refused = new RpcError({ code: 600, message: 'Refused', httpStatus: 200 });
    const answered = shownRead(() => Promise.reject(refused));
    await expect.poll(() => answered.query().state.status).toBe('error');
    expect(isShownFromLastData(answered.query())).toBe(false);
  });
});
