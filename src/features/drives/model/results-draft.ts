/**
 * A round's results being put together before they are published: who advances, who waits, who was absent.
 * Entries are roll numbers or e-mails (the server knows both). An entry sits in one list only: the last
 * decision about a student wins, so marking someone absent after ticking them to advance moves them, and the draft
 * remembers the list they left, so the preview can say so ('was advance, now absent').
 */
import type { ApplicantView } from '@/lib/api/applicant-contract';
import type {
  RoundResultsInput,
  RoundResultsPreviewInput,
  RoundResultsResponse,
} from '@/lib/api/round-contract';
import { countText, plural } from '@/lib/count-text';
import { entryKey } from '@/lib/season/round-results';

export const OUTCOMES = ['advance', 'waitlist', 'absent'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const OUTCOME_LABELS: Record<Outcome, string> = {
  advance: 'advance',
  waitlist: 'are waitlisted',
  absent: 'were absent',
};

/** How an outcome reads in 'was …, now …'. */
const OUTCOME_WORDS: Record<Outcome, string> = {
  advance: 'advance',
  waitlist: 'waitlisted',
  absent: 'absent',
};

export type ResultsDraft = Record<Outcome, string[]> & {
  /** Entries moved from another list, by entry key (entryKey): the list first chosen for them. */
  overridden: Record<string, Outcome>;
};

export const EMPTY_DRAFT: ResultsDraft = { advance: [], waitlist: [], absent: [], overridden: {} };

/** The draft with `entries` put under `outcome` (and taken out of the other lists, which it remembers). */
export function addToDraft(draft: ResultsDraft, outcome: Outcome, entries: readonly string[]): ResultsDraft {
  const incoming = new Set(entries.map(entryKey));
  const next = { ...draft, overridden: { ...draft.overridden } };
  for (const other of OUTCOMES)
    for (const entry of other === outcome ? [] : draft[other]) {
      const key = entryKey(entry);
      if (!incoming.has(key)) continue;
      const first = next.overridden[key] ?? other;
      if (first === outcome) delete next.overridden[key];
      else next.overridden[key] = first;
    }
  for (const other of OUTCOMES) next[other] = draft[other].filter((entry) => !incoming.has(entryKey(entry)));
  const kept = new Set(next[outcome].map(entryKey));
  const added = entries.filter((entry) => {
    const key = entryKey(entry);
    if (kept.has(key)) return false;
    kept.add(key);
    return true;
  });
  next[outcome] = [...next[outcome], ...added];
  return next;
}

export function draftSize(draft: ResultsDraft): number {
  return OUTCOMES.reduce((sum, outcome) => sum + draft[outcome].length, 0);
}

/** 'was advance, now absent' for an entry moved from the list first chosen for it; undefined otherwise. */
export function overrideText(draft: ResultsDraft, entry: string, now: Outcome): string | undefined {
  const was = draft.overridden[entryKey(entry)];
  return was && was !== now ? `was ${OUTCOME_WORDS[was]}, now ${OUTCOME_WORDS[now]}` : undefined;
}

/** The named lists of the request body, empty ones left out. */
function draftLists(draft: ResultsDraft) {
  return {
    ...(draft.advance.length ? { advance: draft.advance } : {}),
    ...(draft.waitlist.length ? { waitlist: draft.waitlist } : {}),
    ...(draft.absent.length ? { absent: draft.absent } : {}),
  };
}

/**
 * The publication's body. Turning down the rest carries the number the preview showed: the server refuses it if
 * the round no longer has that many waiting (someone else published meanwhile, or this was sent much later).
 */
export function draftToInput(draft: ResultsDraft, rejectRest: number | undefined): RoundResultsInput {
  return {
    ...draftLists(draft),
    ...(rejectRest === undefined ? {} : { rejectRest: true, notSelected: rejectRest }),
  };
}

/** What to ask the server's preview about: nothing when there is nothing to publish. */
export function draftToPreview(
  draft: ResultsDraft,
  rejectRest: boolean,
  view: ApplicantView,
): RoundResultsPreviewInput | undefined {
  if (draftSize(draft) === 0 && !rejectRest) return undefined;
  return { ...draftLists(draft), ...(rejectRest ? { rejectRest: true } : {}), view };
}

/** What the server did with published results, including every entry it could not place. */
export function describeResults(result: RoundResultsResponse): string[] {
  const done = [
    result.advanced && `${countText(result.advanced, 'student')} advanced`,
    result.selected && `${countText(result.selected, 'student')} selected`,
    result.waitlisted && `${countText(result.waitlisted, 'student')} waitlisted`,
    result.absent && `${countText(result.absent, 'student')} marked absent`,
    result.rejected && `${countText(result.rejected, 'student')} not selected`,
  ].filter(Boolean);
  const lines = [`Published: ${done.length ? done.join(', ') : 'no changes'}.`];
  if (result.unknown.length)
    lines.push(
      `${countText(result.unknown.length, 'entry')} ${plural(result.unknown.length, 'matches', 'match')} no applicant of this drive: ${result.unknown.join(', ')}.`,
    );
  if (result.notInRound.length)
    lines.push(
      `${countText(result.notInRound.length, 'applicant')} ${plural(result.notInRound.length, 'is', 'are')} not in this round: ${result.notInRound.join(', ')}.`,
    );
  return lines;
}
