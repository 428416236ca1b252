/**
 * The freelancer's linked organisations and departments: the link rule of spec section 4, an
 * organisation's counts from its departments, and the rates as the server keeps them.
 */
import type { LinkedDepartment, LinkedOrganisation, LinkStatus } from '@pidz/contracts';
import { BackendError, GENERIC_ERROR } from '../errors.ts';
import type { BackendState, Organisation } from '../state.ts';

/** A rate's bounds in whole cents: more than 0, at most 999,99 euro (contract; decision 0018). */
export const RATE_CENTS = { min: 1, max: 99_999 } as const;

/**
 * A rate as the server keeps it: checked in whole cents (more than 0, at most 999.99 euro, no
 * fraction of a cent; 600 otherwise, as the contract's bounds), kept as the euro amount of those
 * cents.
 */
export function checkedRate(amount: number): number {
  const cents = Math.round(amount * 100);
  if (Math.abs(amount * 100 - cents) > 1e-6 || cents < RATE_CENTS.min || cents > RATE_CENTS.max) {
    throw new BackendError(GENERIC_ERROR, `A rate of ${amount} is out of range`);
  }
  return cents / 100;
}

/** Who has no rates: an agency worker (spec section 6) gets none and sets none. */
export function withoutRates(department: LinkedDepartment): LinkedDepartment {
  return { ...department, rate: null, periodical_rate: null };
}

/**
 * The organisation link rule of spec section 4, from its departments' statuses: linked if any
 * department is linked, otherwise blocked (also when it has no departments, since a link status
 * is linked or blocked); the linked count is the number of linked departments.
 */
export function organisationLink(departments: readonly Pick<LinkedDepartment, 'status'>[]): {
  status: LinkStatus;
  linked_departments_count: number;
} {
  const linked = departments.filter((department) => department.status === 'linked').length;
  return { status: linked > 0 ? 'linked' : 'blocked', linked_departments_count: linked };
}

/** An organisation with its status and counts recalculated from its departments. */
export function linkedOrganisation(
  state: BackendState,
  organisation: Organisation,
): LinkedOrganisation {
  const departments = state.linkedDepartments.filter(
    (department) => department.organisation_id === organisation.organisation_id,
  );
  return {
    ...organisation,
    ...organisationLink(departments),
    departments_count: departments.length,
  };
}

export function organisationById(state: BackendState, organisationId: number): Organisation {
  const organisation = state.organisations.find(
    (candidate) => candidate.organisation_id === organisationId,
  );
  if (!organisation) {
    throw new BackendError(GENERIC_ERROR, `Organisation ${organisationId} is not linked`);
  }
  return organisation;
}
