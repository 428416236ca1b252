import { describe, expect, it } from 'vitest';
import { stepStatuses } from './stepStatus';

describe('stepStatuses', () => {
  it('completes the steps before the active one', () => {
    expect(stepStatuses(4, 2)).toEqual(['completed', 'completed', 'active', 'inactive']);
  });

  it('has no completed step at the start', () => {
    expect(stepStatuses(3, 0)).toEqual(['active', 'inactive', 'inactive']);
  });

  it('completes all steps past the end', () => {
    expect(stepStatuses(2, 2)).toEqual(['completed', 'completed']);
  });
});
