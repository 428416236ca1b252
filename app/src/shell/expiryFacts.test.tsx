import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resumeQuery } from '../entities/resume';
import { useAreExpiryFactsKnown } from './expiryFacts';

/** The calls of the contract sent, each answered when the test says. */
const calls = vi.hoisted(() => ({ answers: new Map<string, (answer: unknown) => void>() }));
vi.mock('../lib/platform/rpc', () => ({
  rpc: () => ({
    call: (method: string) =>
      new Promise((resolve) => calls.answers.set(method.replace(/^.*\./, ''), resolve)),
  }),
}));

/** Answers the call of `method` (its short name) sent last. */
async function answer(method: string, data: unknown) {
  await act(async () => {
    await vi.waitFor(() => expect(calls.answers.has(method)).toBe(true));
    calls.answers.get(method)?.(data);
  });
}

/** The frame's use of the facts, counting its renders; `isDashboard` as the route says. */
function renderFrame(isDashboard: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const counted = { renders: 0, queryClient };
  function Frame() {
    counted.renders += 1;
    const known = useAreExpiryFactsKnown(isDashboard, ['resume_items_expired']);
    return <p>{known ? 'bekend' : 'wacht'}</p>;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Frame />
    </QueryClientProvider>,
  );
  return counted;
}

describe("the banners' expiry facts in the frame", () => {
  it('leave the frame alone when a screen asks their reads, away from the dashboard', async () => {
    const counted = renderFrame(false);
    const rendersBefore = counted.renders;
    // The CV screen asks the resume: fetching, then answered.
    let asked: Promise<unknown> = Promise.resolve();
    act(() => void (asked = counted.queryClient.fetchQuery(resumeQuery)));
    await answer('resume:getResume', { about_me: 'Verpleegkundige' });
    await act(() => asked);
    expect(counted.renders).toBe(rendersBefore);
  });

  it('follow their reads on the dashboard', async () => {
    renderFrame(true);
    expect(screen.getByText('wacht')).toBeInTheDocument();
    await answer('asset:getAssetsForResume', []);
    await answer('asset_type:getAssetTypes', []);
    await answer('resume:getResume', { about_me: 'Verpleegkundige' });
    expect(await screen.findByText('bekend')).toBeInTheDocument();
  });
});
