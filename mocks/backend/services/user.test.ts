import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createBackend } from '../index.ts';

const backend = createBackend({ scenario: 'freelancer' });
const counts = async (maxTravelTime: number) => ({
  organisations: await backend.call('pidz.services.api.user:countOrganisationsWithinRange', {
    maxTravelTime,
  }),
  departments: await backend.call('pidz.services.api.user:countDepartmentsWithinRange', {
    maxTravelTime,
  }),
});

describe('the region within a travel time (the travel-time counts)', () => {
  it('has the organisations grow with the range as their departments do, not all 40 at once', async () => {
    const organisations = [];
    for (const minutes of [15, 30, 45, 60, 90])
      organisations.push((await counts(minutes)).organisations);
    for (let index = 1; index < organisations.length; index += 1) {
      expect(organisations[index]).toBeGreaterThan(organisations[index - 1] ?? 0);
    }
    expect(organisations.at(-1)).toBeLessThan(40);
    expect((await counts(120)).organisations).toBe(40);
  });

  it('never has more organisations than departments, and never fewer with a longer range', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 130 }),
        fc.integer({ min: 0, max: 20 }),
        async (minutes, more) => {
          const near = await counts(minutes);
          const far = await counts(minutes + more);
          expect(near.organisations).toBeLessThanOrEqual(near.departments);
          expect(far.organisations).toBeGreaterThanOrEqual(near.organisations);
          expect(far.departments).toBeGreaterThanOrEqual(near.departments);
        },
      ),
    );
  });
});
