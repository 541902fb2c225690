/**
 * One batch by branch: in the batch, opted in or placed, placed, % placed, offers and the spread of pay, per branch
 * and for the whole batch, as tallies (see figures.ts) so the report fills them in its one pass over the campus.
 * The figures' definitions are docs/report.md's ("What each figure means"), the same on every screen.
 */
import { ctcTotal } from '../season/money';
import { spreadOf, type CtcSpread } from './median';
import { outcomeOf, percentPlaced, isOptedInOrPlaced, type StudentOutcome } from './outcome';
import type { ReportOffer, ReportStudent } from './report-input';

export interface BranchFigures {
  /** Students of the batch in this branch. */
  inBatch: number;
  /** Opted in to the season, or placed all the same (isOptedInOrPlaced). */
  optedInOrPlaced: number;
  placed: number;
  /** Placed ÷ opted in or placed, in per cent (never above 100); undefined when nobody is opted in or placed. */
  percentPlaced?: number;
  /**
   * Offers made (a rescinded offer was never really made, so it is not counted; nor is an off-campus offer the TPO
   * has not confirmed: unconfirmed claims never count).
   */
  offers: number;
  studentsWithSeveralOffers: number;
  fixed: CtcSpread;
  /** The spread of CTC (ctcTotal: fixed + variable + joining bonus). */
  ctc: CtcSpread;
}

export function countsAsOffer(offer: ReportOffer): boolean {
  return offer.status !== 'rescinded' && offer.confirmed;
}

interface BranchTally {
  inBatch: number;
  optedInOrPlaced: number;
  offers: number;
  studentsWithSeveralOffers: number;
  /** The placed students' fixed pay and CTC, one entry each. */
  fixed: number[];
  ctcs: number[];
}

const newBranchTally = (): BranchTally => ({
  inBatch: 0,
  optedInOrPlaced: 0,
  offers: 0,
  studentsWithSeveralOffers: 0,
  fixed: [],
  ctcs: [],
});

function addToBranchTally(tally: BranchTally, student: ReportStudent, outcome: StudentOutcome) {
  tally.inBatch += 1;
  if (isOptedInOrPlaced(student, outcome)) tally.optedInOrPlaced += 1;
  let offers = 0;
  for (const offer of student.offers) if (countsAsOffer(offer)) offers += 1;
  tally.offers += offers;
  if (offers > 1) tally.studentsWithSeveralOffers += 1;
  if (outcome.offer) {
    tally.fixed.push(outcome.offer.fixed);
    tally.ctcs.push(ctcTotal(outcome.offer));
  }
}

function branchFiguresOf(tally: BranchTally): BranchFigures {
  const placed = tally.ctcs.length;
  return {
    inBatch: tally.inBatch,
    optedInOrPlaced: tally.optedInOrPlaced,
    placed,
    percentPlaced: percentPlaced(placed, tally.optedInOrPlaced),
    offers: tally.offers,
    studentsWithSeveralOffers: tally.studentsWithSeveralOffers,
    fixed: spreadOf(tally.fixed),
    ctc: spreadOf(tally.ctcs),
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
