import { readFileSync } from 'node:fs';
import type { MethodName } from '@pidz/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { methodTable } from '../handlers/generated/methods.ts';
import type { ContractViolationError } from '../handlers/rpc.ts';
import { createMockServer } from '../node.ts';
import { scenarioNames, type ScenarioName } from '../scenarios/index.ts';
import { createTestClient } from '../testing/client.ts';

interface ContractMethod {
  name: string;
  examples?: { params: { name: string; value: unknown }[] }[];
}

const contract = JSON.parse(
  readFileSync(new URL('../../contracts/pidz.openrpc.json', import.meta.url), 'utf8'),
) as { methods: ContractMethod[] };

/** The params of each method's first example, by name. */
const exampleParams = new Map(
  contract.methods.map((method) => [
    method.name,
    Object.fromEntries(
      (method.examples?.[0]?.params ?? []).map(({ name, value }) => [name, value]),
    ),
  ]),
);

/** The scenario whose seed the example call fits; the freelancer's unless listed. */
const exampleScenario: Partial<Record<MethodName, ScenarioName>> = {
  'pidz.services.api.freelancer:updateAgencyWorker': 'agency-worker',
};

const violations = vi.fn<(violation: ContractViolationError) => void>();
const mock = createMockServer({}, violations);
const client = createTestClient();

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const methodNames = Object.keys(methodTable) as MethodName[];

async function callExample(method: MethodName, scenario: ScenarioName) {
  mock.reset({ scenario });
  violations.mockClear();
  return client.call(method, exampleParams.get(method) as never).then(
    () => 'ok' as const,
    (error: { code: number }) => error.code,
  );
}

it('has an example call for every method', () => {
  expect(methodNames.filter((method) => !exampleParams.has(method))).toEqual([]);
});

it.each(methodNames)('%s answers its contract example with a valid result', async (method) => {
  await expect(callExample(method, exampleScenario[method] ?? 'freelancer')).resolves.toBe('ok');
  expect(violations).not.toHaveBeenCalled();
});

describe.each(scenarioNames.filter((name) => name !== 'maintenance'))('scenario %s', (scenario) => {
  it.each(methodNames)('%s answers a valid result or a catalogue error', async (method) => {
    const outcome = await callExample(method, scenario);
    expect(violations).not.toHaveBeenCalled();
    if (outcome !== 'ok') expect(outcome, 'a catalogue code').toBeGreaterThanOrEqual(600);
  });
});
