/**
 * What a step of the placement cell on a student's place will do, said before it is taken (issue 25). The server
 * does exactly this (mocks/season/enrolment-steps.ts): opting out withdraws the applications in progress
 * (ACTIVE_APPLICATION_STATES); a block refuses new drives and lets what is under way go on.
 */
import { countText } from '@/lib/count-text';
import type { EnrolmentState } from '@/lib/season/machines';

export const ENROLMENT_LABELS: Record<EnrolmentState, string> = {
  available: 'In the running',
  placed: 'Placed',
  'opted-out': 'Opted out',
  blocked: 'Blocked',
};

interface InProgress {
  companyName: string;
  title: string;
}

/** The consequences of moving `name` from `from` to `to`, one sentence each. */
export function enrolmentStepEffect(
  from: EnrolmentState,
  to: EnrolmentState,
  name: string,
  inProgress: readonly InProgress[],
): string[] {
  const told = `${name} is told, with your reason, in their notifications and on their drives page.`;
  if (to === 'opted-out')
    return [
      `${name} will be out of this season's placements: every drive refuses them until they or you opt them back in.`,
      inProgress.length
        ? `Their ${countText(inProgress.length, 'application')} in progress will be withdrawn, and their companies stop considering them: ${inProgress.map((entry) => `${entry.companyName} (${entry.title})`).join(', ')}.`
        : 'They have no application in progress, so none will be withdrawn.',
      'An offer waiting for their answer stays, but cannot be accepted while they are opted out.',
      told,
    ];
  if (to === 'blocked')
    return [
      `${name} will be refused every drive until you unblock them.`,
      'Applications they already made go on, and an offer already made can still be accepted.',
      told,
    ];
  if (from === 'blocked')
    return [
      `${name} will be unblocked and may apply again to every drive whose rules they meet.`,
      'The absences behind the block no longer count: a new block needs as many new absences as the policy says.',
      told,
    ];
  return [
    `${name} will be back in the running and may apply again to every drive whose rules they meet.`,
    'Applications withdrawn when they were opted out do not come back.',
    told,
  ];
}
