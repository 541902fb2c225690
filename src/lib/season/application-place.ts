/**
 * Where an application stands in its drive's rounds, in words, for the TPO's view of one student. "Shortlisted ·
 * round 1" read as if she were in round 1, where she had cleared it and was due at round 2: `roundReached` counts
 * the rounds cleared, so the words name both the cleared round and the one she is in.
 */
import { APPLICATION_STATE_LABELS } from './application-state-labels';
import type { ApplicationState } from './machines';

export function applicationPlaceText(
  application: { state: ApplicationState; roundReached: number },
  roundCount: number,
): string {
  const { state, roundReached } = application;
  const label = APPLICATION_STATE_LABELS[state];
  const of = `of ${roundCount}`;
  switch (state) {
    case 'selected':
      return `${label} · cleared ${roundCount === 1 ? 'its one round' : `all ${roundCount} rounds`}`;
    case 'rejected':
    case 'absent':
      return `${label} · in round ${roundReached + 1} ${of}`;
    case 'withdrawn':
      return roundReached ? `${label} · after clearing round ${roundReached} ${of}` : label;
    case 'applied':
    case 'shortlisted':
    case 'waitlisted':
      return roundReached
        ? `${label} · cleared round ${roundReached} ${of}, now in round ${Math.min(roundReached + 1, roundCount)}`
        : `${label} · round 1 ${of} next`;
  }
}
