/**
 * What happens to an outcome a student reports (a higher-studies admission, an off-campus offer) as data: it waits
 * for the TPO, who confirms or rejects it. Only a confirmed claim counts in the report. An entry the TPO makes
 * starts confirmed: the TPO holds the evidence.
 */
import { defineMachine, nextSteps, type Actor } from '../season/state-machine';

export const CLAIM_STATES = ['pending', 'confirmed', 'rejected'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
/** The states a review moves a waiting claim to: what the review call's `state` may name. */
export const CLAIM_REVIEW_STATES = ['confirmed', 'rejected'] as const satisfies readonly ClaimState[];
export type ClaimReviewState = (typeof CLAIM_REVIEW_STATES)[number];

export const CLAIM_MACHINE = defineMachine<ClaimState>({
  name: 'outcome claim',
  states: CLAIM_STATES,
  initial: ['pending', 'confirmed'],
  transitions: [
    { from: 'pending', to: 'confirmed', action: 'Confirm', actors: ['tpo'] },
    { from: 'pending', to: 'rejected', action: 'Reject', actors: ['tpo'] },
  ],
});

const isReviewState = (state: ClaimState): state is ClaimReviewState =>
  (CLAIM_REVIEW_STATES as readonly ClaimState[]).includes(state);

/** The reviews `actor` may make of a claim in `state`, as CLAIM_MACHINE has them (what the screen offers). */
export function claimReviewsFrom(
  state: ClaimState,
  actor: Actor,
): { to: ClaimReviewState; action: string }[] {
  return nextSteps(CLAIM_MACHINE, state, actor).flatMap(({ to, action }) =>
    isReviewState(to) ? [{ to, action }] : [],
  );
}

/** What a claim says happened after graduation. */
export const CLAIM_KINDS = [
  { value: 'higher-studies', label: 'Higher studies' },
  { value: 'off-campus', label: 'Off-campus offer' },
  { value: 'pre-placement', label: 'Pre-placement offer' },
  { value: 'entrepreneur', label: 'Entrepreneur' },
  { value: 'not-seeking', label: 'Not seeking a job' },
] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number]['value'];
export const CLAIM_KIND_VALUES = CLAIM_KINDS.map((kind) => kind.value);
/** The kinds that carry an offer (company, CTC and the offer letter). */
export const OFFER_CLAIM_KINDS: readonly ClaimKind[] = ['off-campus', 'pre-placement'];
/** What a student may report themselves; the TPO records the others. */
export const STUDENT_CLAIM_KINDS: readonly ClaimKind[] = ['higher-studies', 'off-campus'];

export function claimKindLabel(kind: ClaimKind): string {
  return CLAIM_KINDS.find((entry) => entry.value === kind)?.label ?? kind;
}
