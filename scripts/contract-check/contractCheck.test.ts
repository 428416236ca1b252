import type { MethodName } from '@pidz/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer } from '../../mocks/server.ts';
import { contractMethods, examplesOf } from './contract.ts';
import { IdMap } from './plan.ts';
import { callName } from './rpcChecks.ts';
import { runContractCheck, type CheckReport } from './run.ts';
import { startDriftingMock } from './testing/driftingMock.ts';

const failing = (report: CheckReport) =>
  report.rows
    .filter((row) => row.problems.length > 0)
    .map((row) => ({ call: row.call, problems: row.problems }));

describe('contract:check against the Node mock server, with --writes', () => {
  const mock = createMockHttpServer({ scenario: 'freelancer' });
  let report: CheckReport;
  beforeAll(async () => {
    report = await runContractCheck({ host: await mock.listen(0), writes: true });
  }, 60_000);
  afterAll(() => mock.close());

  it('finds every answer as the contract promises', () => {
    expect(failing(report)).toEqual([]);
  });

  it('calls every method of the contract, the batch, a call without a token and the REST calls', () => {
    const called = new Set(report.rows.map((row) => row.call));
    expect(contractMethods.map(callName).filter((name) => !called.has(name))).toEqual([]);
    for (const probe of [
      'JSON-RPC batch',
      'call without a token',
      'GET /health',
      'POST /auth/logout',
    ]) {
      expect(called).toContain(probe);
    }
  });
});

describe('contract:check against a back end that drifts', () => {
  it('says which method answers a renamed or a missing field, and that batches are refused', async () => {
    const drifting = await startDriftingMock();
    const report = await runContractCheck({ host: drifting.url, writes: false }).finally(
      drifting.close,
    );
    expect(failing(report)).toEqual([
      { call: 'JSON-RPC batch', problems: ['a batch of 2 calls is answered with HTTP 400'] },
      {
        call: 'freelancer:getStandardRates',
        problems: ["(result) must have required property 'rate'"],
      },
      {
        call: 'user:getCurrentUser',
        problems: [
          "(result) must have required property 'first_name'",
          '(result) must NOT have additional properties (firstName)',
        ],
      },
    ]);
  }, 60_000);
});

describe('the order of the writes', () => {
  const example = (method: string) => {
    const [call] = examplesOf(`pidz.services.api.${method}` as MethodName);
    if (!call) throw new Error(`no example of ${method}`);
    return call;
  };

  it('removes what the run added, with the id the host gave', () => {
    const ids = new IdMap();
    ids.learn(example('language_skill:create'), { id: 777, language_uuid: 'x', skill_level: 1 });
    expect(ids.paramsFor(example('language_skill:remove'))).toEqual({ languageSkillId: 777 });
    ids.learn(example('asset:addAsset'), { id: 905 });
    // The example removes another record of the account's: the run removes what it added.
    expect(ids.paramsFor(example('asset:removeAsset'))).toEqual({ assetId: 905 });
  });
});
