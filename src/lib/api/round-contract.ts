/**
 * A round's results (docs/api.md, 'Round results'; the calls are in round-endpoints.ts): publishing, its preview,
 * correcting one applicant's result, and the round's history. The rules behind them are src/lib/season/
 * round-results.ts and round-correction.ts.
 */
import type { Infer } from 'superstruct';
import { array, boolean, enums, integer, max, min, object, optional, size, string, type } from './schema-kit';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { CORRECTION_TARGETS } from '../season/round-correction';
import { ROUND_OUTCOMES } from '../season/round-results';
import { ROUND_KIND_VALUES } from '../season/rounds';
import { SEASON_BRANCH_VALUES } from '../season/student-record';
import { ApplicantViewSchema } from './applicant-contract';
import { pageOf } from './paging-contract';
import { ApplicationStateSchema } from './season-fields';

/** A roll number or an e-mail, as the company's list gives it. */
const ApplicantKey = size(string(), 1, MAX.email);
const KeyList = size(array(ApplicantKey), 0, 10_000);
const Count = max(min(integer(), 0), 100_000);

const RESULT_LISTS = {
  advance: optional(KeyList),
  waitlist: optional(KeyList),
  absent: optional(KeyList),
  rejectRest: optional(boolean()),
};

/**
 * One round's results. `advance` move on (to the next round, or selected after the last), `waitlist` wait,
 * `absent` missed the round; with `rejectRest`, everyone else still in the round is not selected, and then
 * `notSelected` must be the number the preview showed (and still the round's): else 409 `results_changed`.
 * Idempotent with the Idempotency-Key header: a repeat of the same key is answered with the first answer and
 * applied once.
 */
export const RoundResultsInputSchema = object({ ...RESULT_LISTS, notSelected: optional(Count) });
export type RoundResultsInput = Infer<typeof RoundResultsInputSchema>;

export const RoundResultsResponseSchema = type({
  roundId: string(),
  advanced: integer(),
  selected: integer(),
  waitlisted: integer(),
  absent: integer(),
  rejected: integer(),
  /** Entries that match no applicant the publisher may decide about, as sent: reported, never dropped silently. */
  unknown: array(string()),
  /** Applicants of the drive who are not in this round (already out, or not yet there), as sent. */
  notInRound: array(string()),
  publishedAt: string(),
});
export type RoundResultsResponse = Infer<typeof RoundResultsResponseSchema>;

/** What a preview is asked about: the lists, and the table's filter the publisher is looking at. */
export const RoundResultsPreviewInputSchema = object({
  ...RESULT_LISTS,
  view: optional(ApplicantViewSchema),
});
export type RoundResultsPreviewInput = Infer<typeof RoundResultsPreviewInputSchema>;

const PreviewPersonSchema = type({
  /** The entry that named them (a picked row's roll number, or the pasted text). */
  entry: string(),
  rollNumber: string(),
  name: string(),
  branch: enums(SEASON_BRANCH_VALUES),
});
export type PreviewPerson = Infer<typeof PreviewPersonSchema>;

/**
 * What publishing would do, worked out by the same rule as the publication, changing nothing: everyone by name,
 * the entries that name nobody or someone not in the round, and how many would be not selected (and how many of
 * them lie outside the view).
 */
export const RoundResultsPreviewSchema = type({
  roundId: string(),
  order: integer(),
  last: boolean(),
  /** The round after this one, which advancing applicants reach. */
  next: optional(type({ order: integer(), kind: enums(ROUND_KIND_VALUES) })),
  advance: array(PreviewPersonSchema),
  waitlist: array(PreviewPersonSchema),
  absent: array(PreviewPersonSchema),
  unknown: array(string()),
  notInRound: array(
    type({
      ...PreviewPersonSchema.schema,
      state: ApplicationStateSchema,
      roundReached: integer(),
    }),
  ),
  /** Everyone else still in the round: not selected with `rejectRest`, else left waiting. */
  rest: type({ total: integer(), outsideView: integer() }),
  /** How many students' results publishing would change; 0: it changes nothing, and is refused (`nothing_to_publish`). */
  changes: integer(),
});
export type RoundResultsPreview = Infer<typeof RoundResultsPreviewSchema>;

const StandingSchema = enums([...ROUND_OUTCOMES, 'pending'] as const);

/** One applicant's result of a round set again (an absentee who was there, a wrong roll number advanced). */
export const RoundCorrectionInputSchema = object({
  rollNumber: size(string(), 1, MAX.shortText),
  to: enums(CORRECTION_TARGETS),
});
export type RoundCorrectionInput = Infer<typeof RoundCorrectionInputSchema>;

export const RoundCorrectionResponseSchema = type({
  correction: type({
    rollNumber: string(),
    name: string(),
    from: StandingSchema,
    to: enums(ROUND_OUTCOMES),
    state: ApplicationStateSchema,
    roundReached: integer(),
    /** False when the applicant already had this result: nothing changed, nobody was told. */
    changed: boolean(),
  }),
});

const OutcomeListsSchema = type({
  advanced: array(string()),
  selected: array(string()),
  waitlisted: array(string()),
  absent: array(string()),
  rejected: array(string()),
});

const OutcomeCountsSchema = type({
  advanced: integer(),
  selected: integer(),
  waitlisted: integer(),
  absent: integer(),
  rejected: integer(),
});

/**
 * One entry of a round's history as the list shows it: a publication or a correction, who made it and when, and
 * how many it placed in each result. The roll numbers are read one record at a time (`RoundRecordDetail`): a large
 * campus's history would otherwise carry thousands of them per page.
 */
const RECORD_FIELDS = {
  id: string(),
  at: string(),
  action: enums(['published', 'corrected'] as const),
  by: type({ role: enums(['tpo', 'company'] as const), name: string(), email: string() }),
  counts: OutcomeCountsSchema,
  /** Entries that matched nobody, or nobody in this round. */
  notPlaced: integer(),
  correction: optional(type({ rollNumber: string(), from: StandingSchema, to: enums(ROUND_OUTCOMES) })),
};
const RoundRecordSchema = type(RECORD_FIELDS);
export type RoundRecord = Infer<typeof RoundRecordSchema>;
export const RoundRecordPageSchema = pageOf(RoundRecordSchema);

/** One history entry in full: its roll numbers by result, and the entries it could not place. */
const RoundRecordDetailSchema = type({
  ...RECORD_FIELDS,
  lists: OutcomeListsSchema,
  unknown: array(string()),
  notInRound: array(string()),
});
export type RoundRecordDetail = Infer<typeof RoundRecordDetailSchema>;
export const RoundRecordResponseSchema = type({ record: RoundRecordDetailSchema });
