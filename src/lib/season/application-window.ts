/**
 * When a drive takes applications and withdrawals (issue 25: refusals carry their reasons). A student applies while
 * the drive is open and its deadline has not passed, and withdraws until the deadline. Pure; the mock answers with
 * the refusal's code and reasons, the screens word the reasons with describeStepReason.
 */
import { DRIVE_MACHINE, type DriveState } from './machines';
import { APPLYING_DRIVE_STATES, takesApplications } from './phases';
import type { StepReason } from './step-reasons';

export interface WindowRefusal {
  code: 'deadline_passed' | 'drive_closed';
  reasons: StepReason[];
}

interface DriveWindow {
  state: DriveState;
  /** ISO instant. */
  deadline: string;
}

/** The states the server moves a drive to by itself when it stops taking applications (its deadline passed). */
const MOVED_ON_AT_DEADLINE = new Set(
  DRIVE_MACHINE.transitions
    .filter((step) => takesApplications(step.from) && step.actors.includes('system'))
    .map((step) => step.to),
);

const deadlineRefusal = (drive: DriveWindow): WindowRefusal => ({
  code: 'deadline_passed',
  reasons: [{ rule: 'deadlinePassed', deadline: drive.deadline }],
});

/**
 * Why applying is refused now, if it is. A drive the server moved on because its deadline passed is refused for
 * the deadline (what the student needs to hear), not for the state it was moved to.
 */
export function applyRefusal(drive: DriveWindow, nowMs: number): WindowRefusal | undefined {
  const passed = Date.parse(drive.deadline) <= nowMs;
  if (passed && (takesApplications(drive.state) || MOVED_ON_AT_DEADLINE.has(drive.state)))
    return deadlineRefusal(drive);
  if (!takesApplications(drive.state))
    return {
      code: 'drive_closed',
      reasons: [{ rule: 'driveState', value: drive.state, allowed: [...APPLYING_DRIVE_STATES] }],
    };
  return undefined;
}

/** Why withdrawing is refused now, if it is: only the deadline limits it (the machine decides the rest). */
export function withdrawRefusal(drive: DriveWindow, nowMs: number): WindowRefusal | undefined {
  return Date.parse(drive.deadline) <= nowMs ? deadlineRefusal(drive) : undefined;
}
