import { describe, expect, it, vi } from 'vitest';
import { firstFailedCheck } from './submit-checks';

describe('submit checks', () => {
  it('returns the first failing warning and runs no later check', () => {
    const later = vi.fn(() => 'later');
    expect(firstFailedCheck([() => undefined, () => 'second', later])).toBe('second');
    expect(later).not.toHaveBeenCalled();
  });
  it('returns undefined when all pass', () => {
    expect(firstFailedCheck([() => undefined])).toBeUndefined();
  });
});
