export type StepStatus = 'completed' | 'active' | 'inactive';

/** Statuses of `count` steps when step `activeIndex` (0-based) is current: earlier steps are completed. */
export function stepStatuses(count: number, activeIndex: number): StepStatus[] {
  return Array.from({ length: count }, (_, index) => {
    if (index < activeIndex) return 'completed';
    return index === activeIndex ? 'active' : 'inactive';
  });
}
