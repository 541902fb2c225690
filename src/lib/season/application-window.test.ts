import { describe, expect, it } from 'vitest';
import { applyRefusal, withdrawRefusal } from './application-window';

const DEADLINE = '2026-12-05T11:30:00.000Z';
const BEFORE = Date.parse(DEADLINE) - 1000;
const AFTER = Date.parse(DEADLINE) + 1000;

describe('when a drive takes applications', () => {
  it('takes them while open, before the deadline', () => {
    expect(applyRefusal({ state: 'open', deadline: DEADLINE }, BEFORE)).toBeUndefined();
  });

  it('refuses for the deadline once it passed, even when the server already moved the drive on', () => {
    const late = { code: 'deadline_passed', reasons: [{ rule: 'deadlinePassed', deadline: DEADLINE }] };
    expect(applyRefusal({ state: 'open', deadline: DEADLINE }, AFTER)).toEqual(late);
    expect(applyRefusal({ state: 'in-progress', deadline: DEADLINE }, AFTER)).toEqual(late);
  });

  it('refuses a drive that is not open for its state, with the states that would take applications', () => {
    expect(applyRefusal({ state: 'closed', deadline: DEADLINE }, AFTER)).toEqual({
      code: 'drive_closed',
      reasons: [{ rule: 'driveState', value: 'closed', allowed: ['open'] }],
    });
    // Applications closed early by the placement cell: the deadline has not passed, the state refuses.
    expect(applyRefusal({ state: 'in-progress', deadline: DEADLINE }, BEFORE)).toEqual({
      code: 'drive_closed',
      reasons: [{ rule: 'driveState', value: 'in-progress', allowed: ['open'] }],
    });
  });

  it('takes withdrawals until the deadline', () => {
    expect(withdrawRefusal({ state: 'in-progress', deadline: DEADLINE }, BEFORE)).toBeUndefined();
    expect(withdrawRefusal({ state: 'in-progress', deadline: DEADLINE }, AFTER)).toEqual({
      code: 'deadline_passed',
      reasons: [{ rule: 'deadlinePassed', deadline: DEADLINE }],
    });
  });
});
