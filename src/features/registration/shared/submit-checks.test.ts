import { describe, expect, it, vi } from 'vitest';
import { checkOf, firstFailedCheck } from './submit-checks';

describe('submit checks', () => {
  it('returns the first failing warning with its fields, and runs no later check', () => {
    const later = vi.fn(() => 'later');
    const checks = [checkOf('a', () => undefined), checkOf('b', () => 'second'), checkOf('c', later)];
    expect(firstFailedCheck(checks, {})).toEqual({ warning: 'second', fields: ['b'] });
    expect(later).not.toHaveBeenCalled();
  });
  it('returns undefined when all pass', () => {
    expect(firstFailedCheck([checkOf('a', () => undefined)], {})).toBeUndefined();
  });
});
