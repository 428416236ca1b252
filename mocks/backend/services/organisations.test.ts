import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LinkStatus } from '@pidz/contracts';
import { createBackend } from '../index.ts';
import { RATE_CENTS, organisationLink } from './organisations.ts';

const statuses = fc.constantFrom<LinkStatus>('linked', 'blocked');

describe('organisationLink (spec section 4)', () => {
  it('is linked with the count of linked departments when any department is linked', () => {
    fc.assert(
      fc.property(fc.array(statuses), (departmentStatuses) => {
        const link = organisationLink(departmentStatuses.map((status) => ({ status })));
        const linked = departmentStatuses.filter((status) => status === 'linked').length;
        expect(link.linked_departments_count).toBe(linked);
        expect(link.status).toBe(linked > 0 ? 'linked' : 'blocked');
      }),
    );
  });

  it('is blocked when every department is blocked, and when there are none', () => {
    expect(organisationLink([{ status: 'blocked' }, { status: 'blocked' }])).toEqual({
      status: 'blocked',
      linked_departments_count: 0,
    });
    expect(organisationLink([])).toEqual({ status: 'blocked', linked_departments_count: 0 });
  });
});

/** A change the user can make on the organisation screen. */
type Change =
  | { kind: 'department'; index: number; status: LinkStatus }
  | { kind: 'organisation'; blocked: boolean };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    kind: fc.constant('department' as const),
    index: fc.nat(),
    status: statuses,
  }),
  fc.record({ kind: fc.constant('organisation' as const), blocked: fc.boolean() }),
);

describe('the mocked back end keeps an organisation in step with its departments', () => {
  it('gives the status and linked count of the rule after any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 12 }), async (changes) => {
        const backend = createBackend({ scenario: 'freelancer' });
        const [organisation] = await backend.call(
          'pidz.services.api.freelancer:getLinkedOrganisations',
          {},
        );
        if (!organisation) throw new Error('the freelancer seed has organisations');
        const organisationId = organisation.organisation_id;
        const departments = await backend.call(
          'pidz.services.api.freelancer:getLinkedDepartmentsByOrganisation',
          { organisationId },
        );
        const expected = new Map(departments.map((d) => [d.department_id, d.status]));
        const ids = [...expected.keys()];

        for (const step of changes) {
          if (step.kind === 'department') {
            const departmentId = ids[step.index % ids.length] ?? 0;
            await backend.call('pidz.services.api.freelancer:updateLinkedDepartment', {
              linkedDepartmentModel: { department_id: departmentId, status: step.status },
            });
            expected.set(departmentId, step.status);
          } else {
            const answer = await backend.call(
              'pidz.services.api.freelancer:updateOrganisationBlocked',
              { organisationId, blocked: step.blocked },
            );
            for (const id of ids) expected.set(id, step.blocked ? 'blocked' : 'linked');
            expect(answer.status).toBe(step.blocked ? 'blocked' : 'linked');
          }
        }

        const linked = [...expected.values()].filter((status) => status === 'linked').length;
        const after = await backend.call('pidz.services.api.freelancer:getLinkedOrganisations', {});
        expect(after.find((o) => o.organisation_id === organisationId)).toMatchObject({
          status: linked > 0 ? 'linked' : 'blocked',
          linked_departments_count: linked,
          departments_count: ids.length,
        });
        const departmentsAfter = await backend.call(
          'pidz.services.api.freelancer:getLinkedDepartmentsByOrganisation',
          { organisationId },
        );
        expect(new Map(departmentsAfter.map((d) => [d.department_id, d.status]))).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});

describe('standard rates', () => {
  it('are saved exact to the cent and read back', async () => {
    const backend = createBackend({ scenario: 'freelancer' });
    await backend.call('pidz.services.api.freelancer:updateStandardRates', {
      rates: { rate: 45.07, periodical_rate: 41.5 },
    });
    expect(await backend.call('pidz.services.api.freelancer:getStandardRates', {})).toEqual({
      rate: 45.07,
      periodical_rate: 41.5,
    });
  });

  it('keep any rate within the bounds to the cent (docs/decisions/0018)', async () => {
    const backend = createBackend({ scenario: 'freelancer' });
    await fc.assert(
      fc.asyncProperty(fc.integer(RATE_CENTS), fc.integer(RATE_CENTS), async (rate, periodical) => {
        const saved = await backend.call('pidz.services.api.freelancer:updateStandardRates', {
          rates: { rate: rate / 100, periodical_rate: periodical / 100 },
        });
        expect([
          Math.round((saved.rate ?? 0) * 100),
          Math.round((saved.periodical_rate ?? 0) * 100),
        ]).toEqual([rate, periodical]);
      }),
    );
  });

  it('refuses a rate of 0 or less, above 999.99 or with a fraction of a cent (600)', async () => {
    const backend = createBackend({ scenario: 'freelancer' });
    const outOfRange = fc.oneof(
      fc.integer({ min: -1_000_000, max: RATE_CENTS.min - 1 }).map((cents) => cents / 100),
      fc
        .integer({ min: RATE_CENTS.max + 1, max: Number.MAX_SAFE_INTEGER })
        .map((cents) => cents / 100),
      fc.constant(1e20),
      fc.integer(RATE_CENTS).map((cents) => (cents + 0.5) / 100),
    );
    await fc.assert(
      fc.asyncProperty(outOfRange, async (rate) => {
        await expect(
          backend.call('pidz.services.api.freelancer:updateStandardRates', {
            rates: { rate, periodical_rate: 40 },
          }),
        ).rejects.toMatchObject({ code: 600 });
      }),
    );
    expect(await backend.call('pidz.services.api.freelancer:getStandardRates', {})).toEqual({
      rate: 42.5,
      periodical_rate: 39.75,
    });
  });

  it('are not there for an agency worker (600)', async () => {
    const backend = createBackend({ scenario: 'agency-worker' });
    await expect(
      backend.call('pidz.services.api.freelancer:getStandardRates', {}),
    ).rejects.toMatchObject({ code: 600 });
  });
});

describe('deviating rates', () => {
  it('refuse an amount out of range like the standard rates (600)', async () => {
    const backend = createBackend({ scenario: 'freelancer' });
    for (const rate of [0, 1000, 1e20, 42.505]) {
      await expect(
        backend.call('pidz.services.api.freelancer:updateLinkedDepartment', {
          linkedDepartmentModel: { department_id: 422, rate },
        }),
      ).rejects.toMatchObject({ code: 600 });
    }
  });

  it('are never handed to an agency worker, nor taken from one (spec section 6)', async () => {
    const backend = createBackend({ scenario: 'agency-worker' });
    const departments = await backend.call(
      'pidz.services.api.freelancer:getLinkedDepartmentsByOrganisation',
      { organisationId: 41 },
    );
    expect(departments.length).toBeGreaterThan(0);
    for (const department of departments) {
      expect([department.rate, department.periodical_rate]).toEqual([null, null]);
    }
    await expect(
      backend.call('pidz.services.api.freelancer:updateLinkedDepartment', {
        linkedDepartmentModel: { department_id: 411, rate: 45 },
      }),
    ).rejects.toMatchObject({ code: 600 });
  });
});
