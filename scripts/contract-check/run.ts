/**
 * One run of the check against a host: sign in, the REST reads, the protocol probes, every read
 * method's example, and with `writes` every writing method's examples in clean-up order, the
 * token refresh and, last, the logout. Rows come back in the order they ran.
 */
import { isRead } from './contract.ts';
import { planCalls, IdMap } from './plan.ts';
import { signIn, type HostOptions } from './host.ts';
import { checkBatch, checkCall, checkWithoutToken } from './rpcChecks.ts';
import { checkLogout, checkRefresh, checkRestReads, skippedRest } from './restChecks.ts';
import type { Row } from './rows.ts';

/** What to check. */
export interface CheckOptions extends HostOptions {
  /** Also run the examples of the methods that write (for a test account). */
  writes: boolean;
}

/** The outcome of a run. */
export interface CheckReport {
  host: string;
  writes: boolean;
  startedAt: string;
  ms: number;
  rows: Row[];
  /** How many rows do not conform. */
  failures: number;
}

/** Called before each step: its number, the number of steps, and what it checks. */
export type Progress = (done: number, total: number, what: string) => void;

export async function runContractCheck(
  options: CheckOptions,
  progress: Progress = () => undefined,
): Promise<CheckReport> {
  const startedAt = new Date();
  const started = performance.now();
  const { host, session } = await signIn(options);
  const calls = planCalls(options.writes);
  const reads = calls.filter((call) => isRead(call.method));
  const total = calls.length + 3 + (options.writes ? 2 : 0);
  let done = 0;
  const step = (what: string) => progress(done++, total, what);

  step('REST reads');
  const rows: Row[] = await checkRestReads(host, session);
  step('JSON-RPC batch');
  rows.push(await checkBatch(host, reads));
  step('call without a token');
  const [firstRead] = reads;
  if (firstRead) rows.push(await checkWithoutToken(host, firstRead, options.assumeUser));
  if (options.writes) {
    step('POST /auth/refresh-tokens');
    rows.push(await checkRefresh(host));
  }
  const ids = new IdMap();
  for (const [index, call] of calls.entries()) {
    step(`${call.method} (${call.example})`);
    const { row, result } = await checkCall(host, call, ids.paramsFor(call), index + 1);
    if (result !== undefined) ids.learn(call, result);
    rows.push(row);
  }
  if (options.writes) {
    step('POST /auth/logout');
    rows.push(await checkLogout(host));
  }
  rows.push(...skippedRest);
  progress(total, total, 'done');
  return {
    host: host.origin,
    writes: options.writes,
    startedAt: startedAt.toISOString(),
    ms: Math.round(performance.now() - started),
    rows,
    failures: rows.filter((row) => row.problems.length > 0).length,
  };
}
