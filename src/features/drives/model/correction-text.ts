/** A correction of a round's result in words: the results to choose from, and what was done. Pure. */
import type { CorrectionTarget, RoundStanding } from '@/lib/season/round-correction';
import type { RoundOutcome, RoundPosition } from '@/lib/season/round-results';

/** Where an applicant stands in the round, as a line of the screen reads it ('Round 1: absent'). */
export const STANDING_LABELS: Record<RoundStanding, string> = {
  advanced: 'advanced',
  selected: 'selected',
  waitlisted: 'waitlisted',
  absent: 'absent',
  rejected: 'not selected',
  pending: 'no result yet',
};

/** A result to correct to: 'Advances to round 2', or 'Selected' after the last round. */
export function targetLabel(target: CorrectionTarget, round: RoundPosition): string {
  if (target === 'advance') return round.last ? 'Selected' : `Advances to round ${round.order + 1}`;
  return { waitlist: 'Waitlisted', absent: 'Absent', reject: 'Not selected' }[target];
}

/** What the server did: 'Corrected: Ananya Rao now advances to round 2.' */
export function correctedText(
  correction: { name: string; to: RoundOutcome; changed: boolean },
  round: RoundPosition,
): string {
  const { name, to } = correction;
  if (!correction.changed) return `${name} already had this result: nothing changed.`;
  if (to === 'advanced')
    return `Corrected: ${name} now advances to round ${round.order + 1}. ${name} is told.`;
  return `Corrected: ${name} is now ${STANDING_LABELS[to]}. ${name} is told.`;
}
