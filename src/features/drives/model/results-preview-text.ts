/**
 * A results preview in words (the server's preview: src/lib/api/round-contract.ts): what each list does
 * to whom, why an entry is not in the round, and what becomes of everyone else. Pure.
 */
import { countText, plural } from '@/lib/count-text';
import type { RoundResultsPreview } from '@/lib/api/round-contract';
import type { ApplicationState } from '@/lib/season/machines';
import { roundKindLabel } from '@/lib/season/rounds';

/** The advancing list's title: selected after the last round, else on to the next. */
export function advanceTitle(preview: Pick<RoundResultsPreview, 'last' | 'next'>): string {
  if (preview.last || !preview.next) return 'Selected';
  return `Advance to round ${preview.next.order} (${roundKindLabel(preview.next.kind)})`;
}

/** Why an applicant named in a list is not waiting for this round's result. */
export function notInRoundWhy(state: ApplicationState, roundReached: number, order: number): string {
  if (state === 'withdrawn') return 'withdrew from the drive';
  if (roundReached >= order) return state === 'selected' ? 'already selected' : 'already cleared this round';
  const here = roundReached === order - 1;
  if (state === 'rejected')
    return here ? 'already not selected in this round' : 'not selected in an earlier round';
  if (state === 'absent') return here ? 'already marked absent in this round' : 'absent in an earlier round';
  if (state === 'selected') return 'already selected';
  return here ? "not waiting for this round's result" : `still in round ${roundReached + 1}`;
}

/**
 * What becomes of everyone else still in the round: left waiting, or told they are not selected, with how many of
 * them the publisher cannot see in the table as filtered now (`view`: the filter in words, '' for none).
 */
export function restText(rest: RoundResultsPreview['rest'], rejectRest: boolean, view: string): string {
  if (rest.total === 0) return "Nobody else is waiting for this round's result.";
  if (!rejectRest)
    return `Nobody else's result changes: the ${countText(rest.total, 'other')} still in this round ${plural(rest.total, 'stays', 'stay')} in it.`;
  const told = `${countText(rest.total, 'student')} still in this round will be told they are not selected`;
  return view ? `${told}, ${rest.outsideView} of them outside the current view (${view}).` : `${told}.`;
}
