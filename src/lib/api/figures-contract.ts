/**
 * The season's batch in figures, one shape wherever it is answered (GET /college/overview's `season`, GET
 * /college/season/summary's `students`): the same values, computed once by seasonStudentFigures
 * (src/lib/report/batch-figures.ts). What each figure means: docs/report.md, 'What each figure means'.
 */
import { OUTCOME_KINDS } from '../report/outcome';
import { array, enums, integer, number, optional, string, type } from './schema-kit';

export const SeasonStudentFiguresSchema = type({
  /** The year most of the batch graduates in (the newest on a tie): the batch the report shows by default. */
  graduationYear: optional(integer()),
  /** Students in the batch graduating in `graduationYear` (the figures below count only them). */
  total: integer(),
  /** Students of the batch with a portal account under their record's e-mail. */
  registered: integer(),
  /** Opted in to the season, or placed all the same. */
  optedInOrPlaced: integer(),
  /** One outcome per student (src/lib/report/outcome.ts): an accepted offer, confirmed when made off campus. */
  placed: integer(),
  /** placed ÷ optedInOrPlaced × 100; absent when nobody is opted in or placed. */
  percentPlaced: optional(number()),
  /** Not placed, not opted out, not blocked: still in the running. */
  unplacedEligible: integer(),
  /** Not placed and opted out. */
  optedOut: integer(),
  /** Not placed and blocked. */
  blocked: integer(),
  /** Students of the batch records graduating in another year: counted by the report under their own year. */
  otherYears: integer(),
  /**
   * Present when the figures count only some branches' students: a department coordinator's (their branches, issue
   * 35). Absent: the whole batch.
   */
  branches: optional(array(string())),
});

/** One student's outcome, as the report counts it (outcomeOf): for a placed student, the offer they count at. */
export const StudentOutcomeViewSchema = type({
  kind: enums(OUTCOME_KINDS),
  company: optional(string()),
  /** fixed + variable + joining bonus. */
  ctc: optional(integer()),
});
