/** The round-results answers as the contract shapes them (src/lib/api/round-contract.ts). */
import type { ApplicantView } from '@/lib/api/applicant-contract';
import type {
  PreviewPerson,
  RoundRecord,
  RoundRecordDetail,
  RoundResultsPreview,
} from '@/lib/api/round-contract';
import { applicantMatcher } from '@/lib/season/applicant-filter';
import type { RoundPlan } from '@/lib/season/round-results';
import type { MockRoundRecord } from '../db/season-state';
import type { DecidableApplicant, roundOf } from './round-applicants';

const person = (entry: string, { record }: DecidableApplicant): PreviewPerson => ({
  entry,
  rollNumber: record.rollNumber,
  name: record.name,
  branch: record.branch,
});

/** What publishing would do, by name; how many of the rest lie outside the publisher's view. */
export function previewView(
  plan: RoundPlan<DecidableApplicant>,
  found: NonNullable<ReturnType<typeof roundOf>>,
  view: ApplicantView | undefined,
): RoundResultsPreview {
  const named = (outcomes: string[]) =>
    plan.moves
      .filter((move) => move.entry !== undefined && outcomes.includes(move.outcome))
      .map((move) => person(move.entry!, move.applicant));
  const inView = applicantMatcher(view ?? {});
  return {
    roundId: found.round.id,
    order: found.position.order,
    last: found.position.last,
    ...(found.next ? { next: { order: found.next.order, kind: found.next.kind } } : {}),
    advance: named(['advanced', 'selected']),
    waitlist: named(['waitlisted']),
    absent: named(['absent']),
    unknown: plan.unknown,
    notInRound: plan.notInRound.map(({ entry, applicant }) => ({
      ...person(entry, applicant),
      state: applicant.state,
      roundReached: applicant.roundReached,
    })),
    rest: {
      total: plan.rest.length,
      outsideView: plan.rest.filter((applicant) => !inView(applicant.record, applicant)).length,
    },
    changes: plan.moves.length,
  };
}

/**
 * One history entry in full for its reader. A company reads the roll numbers of the applicants its list shows it
 * only, and not the entries the TPO typed that matched nobody or nobody in the round (they may name students hidden
 * from it); a correction of a student hidden from it is left out (undefined).
 */
export function recordView(
  entry: MockRoundRecord,
  sees?: (rollNumber: string) => boolean,
): RoundRecordDetail | undefined {
  const hidden = sees && entry.by.role !== 'company';
  if (hidden && entry.correction && !sees(entry.correction.rollNumber)) return undefined;
  const lists = hidden
    ? (Object.fromEntries(
        Object.entries(entry.lists).map(([outcome, rolls]) => [outcome, rolls.filter(sees)]),
      ) as RoundRecordDetail['lists'])
    : entry.lists;
  const unknown = hidden ? [] : entry.unknown;
  const notInRound = hidden ? [] : entry.notInRound;
  return {
    ...recordCounts(entry, lists, unknown.length + notInRound.length),
    lists,
    unknown,
    notInRound,
  };
}

/** The history list's line of an entry: its counts, not its roll numbers (those are read one record at a time). */
export function recordSummaryView(detail: RoundRecordDetail): RoundRecord {
  return recordCounts(detail, detail.lists, detail.notPlaced);
}

function recordCounts(
  entry: Pick<RoundRecord, 'id' | 'at' | 'action' | 'by' | 'correction'>,
  lists: RoundRecordDetail['lists'],
  notPlaced: number,
): RoundRecord {
  const { by } = entry;
  return {
    id: entry.id,
    at: entry.at,
    action: entry.action,
    by: { role: by.role, name: by.name, email: by.email },
    counts: {
      advanced: lists.advanced.length,
      selected: lists.selected.length,
      waitlisted: lists.waitlisted.length,
      absent: lists.absent.length,
      rejected: lists.rejected.length,
    },
    notPlaced,
    ...(entry.correction ? { correction: entry.correction } : {}),
  };
}
