import type { LinkedDepartment } from '@pidz/contracts';

/** The rates' routes (spec section 2; the deviating edit is this feature's own). */
export const ratesPaths = {
  overview: '/settings/rates',
  standardEdit: '/settings/rates/edit',
  deviatingAdd: '/settings/rates/different/add',
  deviatingEdit: (departmentId: number) => `/settings/rates/different/edit/${departmentId}`,
} as const;

/** Whether a department has a deviating rate (a non-null rate or periodical rate). */
export function hasDeviatingRate(department: LinkedDepartment): boolean {
  return department.rate !== null || department.periodical_rate !== null;
}
