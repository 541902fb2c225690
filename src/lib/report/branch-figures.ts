/**
 * One batch by branch: eligible, opted in, placed, offers and the spread of pay, per branch and for the whole batch,
 * as tallies (see figures.ts) so the report fills them in its one pass over the campus.
 */
import { spreadOf, type CtcSpread } from './median';
import { annualCtc, outcomeOf, type StudentOutcome } from './outcome';
import type { ReportOffer, ReportStudent } from './report-input';

export interface BranchFigures {
  /** Students of the batch in this branch. */
  eligible: number;
  optedIn: number;
  placed: number;
  /** Placed as a share of those who opted in, in per cent; undefined when nobody opted in. */
  percentPlaced?: number;
  /**
   * Offers made (a rescinded offer was never really made, so it is not counted; nor is an off-campus offer the TPO
   * has not confirmed: unconfirmed claims never count).
   */
  offers: number;
  studentsWithSeveralOffers: number;
  fixed: CtcSpread;
  total: CtcSpread;
}

export function countsAsOffer(offer: ReportOffer): boolean {
  return offer.status !== 'rescinded' && offer.confirmed;
}

interface BranchTally {
  eligible: number;
  optedIn: number;
  offers: number;
  studentsWithSeveralOffers: number;
  /** The placed students' fixed pay and annual CTC, one entry each. */
  fixed: number[];
  totals: number[];
}

const newBranchTally = (): BranchTally => ({
  eligible: 0,
  optedIn: 0,
  offers: 0,
  studentsWithSeveralOffers: 0,
  fixed: [],
  totals: [],
});

function addToBranchTally(tally: BranchTally, student: ReportStudent, outcome: StudentOutcome) {
  tally.eligible += 1;
  if (student.optedIn) tally.optedIn += 1;
  let offers = 0;
  for (const offer of student.offers) if (countsAsOffer(offer)) offers += 1;
  tally.offers += offers;
  if (offers > 1) tally.studentsWithSeveralOffers += 1;
  if (outcome.offer) {
    tally.fixed.push(outcome.offer.fixed);
    tally.totals.push(annualCtc(outcome.offer));
  }
}

function branchFiguresOf(tally: BranchTally): BranchFigures {
  const placed = tally.totals.length;
  return {
    eligible: tally.eligible,
    optedIn: tally.optedIn,
    placed,
    percentPlaced: tally.optedIn === 0 ? undefined : (placed / tally.optedIn) * 100,
    offers: tally.offers,
    studentsWithSeveralOffers: tally.studentsWithSeveralOffers,
    fixed: spreadOf(tally.fixed),
    total: spreadOf(tally.totals),
  };
}

export interface BranchRow extends BranchFigures {
  branch: string;
}

/** One batch's students so far, by branch and as a whole. */
export interface BranchTable {
  byBranch: Map<string, BranchTally>;
  whole: BranchTally;
}

export const newBranchTable = (): BranchTable => ({ byBranch: new Map(), whole: newBranchTally() });

export function addToBranchTable(table: BranchTable, student: ReportStudent, outcome: StudentOutcome) {
  let tally = table.byBranch.get(student.branch);
  if (!tally) table.byBranch.set(student.branch, (tally = newBranchTally()));
  addToBranchTally(tally, student, outcome);
  addToBranchTally(table.whole, student, outcome);
}

/** One row per branch (in the order given), then the whole batch; the rows' counts add up to the whole. */
export function branchRowsOf(
  table: BranchTable,
  branchOrder: readonly string[],
): { rows: BranchRow[]; whole: BranchFigures } {
  return {
    rows: branchOrder.flatMap((branch) => {
      const tally = table.byBranch.get(branch);
      return tally ? [{ branch, ...branchFiguresOf(tally) }] : [];
    }),
    whole: branchFiguresOf(table.whole),
  };
}

export function branchRows(
  students: readonly ReportStudent[],
  branchOrder: readonly string[],
): { rows: BranchRow[]; whole: BranchFigures } {
  const table = newBranchTable();
  for (const student of students) addToBranchTable(table, student, outcomeOf(student));
  return branchRowsOf(table, branchOrder);
}
