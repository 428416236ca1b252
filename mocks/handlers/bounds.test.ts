import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMockServer } from '../node.ts';
import { createTestClient, rpcFailure } from '../testing/client.ts';

/**
 * The bounds the contract states (docs/decisions/0018-input-bounds) are checked by the generated
 * mock before any back-end rule: a value outside them answers -32602 naming the field.
 */
const mock = createMockServer({});
const client = createTestClient();

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

describe('rates', () => {
  it('answers -32602 to a rate of 0 or less, above 999.99 or with a fraction of a cent', async () => {
    const outOfRange = fc.oneof(
      fc.integer({ min: -100_000, max: 0 }).map((cents) => cents / 100),
      fc.integer({ min: 100_000, max: Number.MAX_SAFE_INTEGER }).map((cents) => cents / 100),
      fc.constant(1e20),
      fc.integer({ min: 1, max: 99_998 }).map((cents) => (cents + 0.5) / 100),
    );
    await fc.assert(
      fc.asyncProperty(outOfRange, async (rate) => {
        const error = await rpcFailure(
          client.freelancer.updateStandardRates({ rates: { rate, periodical_rate: 40 } }),
        );
        expect(error.code).toBe(-32602);
        expect(JSON.stringify(error.data)).toContain('/rates/rate');
      }),
      { numRuns: 30 },
    );
    const deviating = await rpcFailure(
      client.freelancer.updateLinkedDepartment({
        linkedDepartmentModel: { department_id: 422, periodical_rate: 0 },
      }),
    );
    expect(deviating.code).toBe(-32602);
  });

  it('takes any rate within the bounds, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 99_999 }), async (cents) => {
        const saved = await client.freelancer.updateStandardRates({
          rates: { rate: cents / 100, periodical_rate: 0.01 },
        });
        expect(Math.round((saved.rate ?? 0) * 100)).toBe(cents);
      }),
      { numRuns: 30 },
    );
  });
});

describe('lengths', () => {
  it('answers -32602 to a name longer than 100 characters and takes one of 100', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 101, max: 10_000 }), async (length) => {
        const error = await rpcFailure(
          client.freelancer.updateFreelancer({
            freelancerModel: { first_name: 'a'.repeat(length) },
          }),
        );
        expect(error.code).toBe(-32602);
        expect(JSON.stringify(error.data)).toContain('/freelancerModel/first_name');
      }),
      { numRuns: 10 },
    );
    const saved = await client.freelancer.updateFreelancer({
      freelancerModel: { first_name: 'a'.repeat(100), last_name: 'b'.repeat(100) },
    });
    expect(saved.first_name).toHaveLength(100);
  });

  it('answers -32602 to a text longer than the spec allows (postcode 7, phone 14)', async () => {
    for (const freelancerModel of [
      { zip_code: '3511 NK 1' },
      { mobile_phone_number: '+31612345678901' },
    ]) {
      expect((await rpcFailure(client.freelancer.updateFreelancer({ freelancerModel }))).code).toBe(
        -32602,
      );
    }
  });
});

describe('dates', () => {
  it('answers -32602 to a birth date before 1900 or a CV date before 1950', async () => {
    for (const birth_date of ['1800-01-17', '0001-01-17', '1899-12-31']) {
      const error = await rpcFailure(
        client.freelancer.updateFreelancer({ freelancerModel: { birth_date } }),
      );
      expect(error.code).toBe(-32602);
      expect(JSON.stringify(error.data)).toContain('/freelancerModel/birth_date');
    }
    const training = await rpcFailure(
      client.training.create({
        trainingModel: {
          subject: 94,
          other_subject: 'Reanimatie',
          method: 7,
          institution_name: 'NRR',
          institution_place: 'Utrecht',
          acquired_at: '1949-12-31',
        },
      }),
    );
    expect(training.code).toBe(-32602);
  });

  it('refuses a birth date of someone younger than 15 (600) and takes one of 15', async () => {
    const year = new Date().getUTCFullYear();
    const young = await rpcFailure(
      client.freelancer.updateFreelancer({
        freelancerModel: { birth_date: `${year - 14}-01-01` },
      }),
    );
    expect(young.code).toBe(600);
    // Fifteen years and a day ago (a day's margin: the server's today is Amsterdam's).
    const fifteen = new Date();
    fifteen.setUTCFullYear(year - 15);
    const dayBefore = new Date(fifteen.getTime() - 86_400_000).toISOString().slice(0, 10);
    const saved = await client.freelancer.updateFreelancer({
      freelancerModel: { birth_date: dayBefore },
    });
    expect(saved.birth_date).toBe(dayBefore);
  });
});
