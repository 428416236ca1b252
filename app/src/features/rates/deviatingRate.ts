import type { LinkedDepartment } from '@pidz/contracts';

/** Whether a department has a deviating rate (a non-null rate or periodical rate). */
export function hasDeviatingRate(department: LinkedDepartment): boolean {
  return department.rate !== null || department.periodical_rate !== null;
}
