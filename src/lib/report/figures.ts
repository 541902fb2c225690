/**
 * The placement report's figures, as pure functions of the students' data (docs/report.md).
 * Every figure that counts students also returns the roll numbers behind it, so the screen can list them.
 *
 * Each figure is a tally: students are added one at a time with their outcome, worked out once, and the figures
 * are read off at the end. The report adds each student to every tally it belongs to in one pass over the campus
 * (placement-report.ts); the functions that take a list of students are the same tallies over that list.
 */
import { spreadOf, medianRupees, type CtcSpread } from './median';
import { annualCtc, outcomeOf, type OutcomeKind, type StudentOutcome } from './outcome';
import type { ReportOffer, ReportStudent } from './report-input';

export type { CtcSpread } from './median';

export interface OutcomeCounts {
  graduating: number;
  /** Roll numbers by outcome: the students behind each count. */
  rolls: Record<OutcomeKind, string[]>;
  /** Median of the placed graduates' counted annual CTC (fixed + variable); undefined with nobody placed. */
  medianCtc?: number;
  medianFixed?: number;
}

/** The students of one NIRF row so far: their roll numbers by outcome, and the placed ones' pay. */
export interface OutcomeTally {
  graduating: number;
  rolls: Record<OutcomeKind, string[]>;
  totals: number[];
  fixed: number[];
}

export function newOutcomeTally(): OutcomeTally {
  return {
    graduating: 0,
    rolls: { placed: [], 'higher-studies': [], entrepreneur: [], 'not-seeking': [], unknown: [] },
    totals: [],
    fixed: [],
  };
}

export function addToOutcomeTally(tally: OutcomeTally, student: ReportStudent, outcome: StudentOutcome) {
  tally.graduating += 1;
  tally.rolls[outcome.kind].push(student.rollNumber);
  if (outcome.offer) {
    tally.totals.push(annualCtc(outcome.offer));
    tally.fixed.push(outcome.offer.fixed);
  }
}

export function outcomeCountsOf(tally: OutcomeTally): OutcomeCounts {
  return {
    graduating: tally.graduating,
    rolls: tally.rolls,
    medianCtc: medianRupees(tally.totals),
    medianFixed: medianRupees(tally.fixed),
  };
}

/** The derived columns of a NIRF row (placed, higher studies, median salary) for one batch of one programme type. */
export function outcomeCounts(students: readonly ReportStudent[]): OutcomeCounts {
  const tally = newOutcomeTally();
  for (const student of students) addToOutcomeTally(tally, student, outcomeOf(student));
  return outcomeCountsOf(tally);
}

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

export interface BatchOutcomeTotals {
  finalYear: number;
  placed: number;
  higherStudies: number;
  entrepreneurs: number;
}

function averagePercent(batches: readonly BatchOutcomeTotals[], count: (b: BatchOutcomeTotals) => number) {
  const shares = batches.filter((b) => b.finalYear > 0).map((b) => (count(b) / b.finalYear) * 100);
  return shares.length === 0 ? undefined : shares.reduce((sum, share) => sum + share, 0) / shares.length;
}

/** NBA's placement index: (placed + higher studies + entrepreneurs) / final-year students × 100, averaged. */
export function nbaPlacementIndex(batches: readonly BatchOutcomeTotals[]): number | undefined {
  return averagePercent(batches, (b) => b.placed + b.higherStudies + b.entrepreneurs);
}

/** NAAC 5.2.1: the percentage of outgoing students placed or in higher education, averaged over the batches. */
export function naacPlacementPercentage(batches: readonly BatchOutcomeTotals[]): number | undefined {
  return averagePercent(batches, (b) => b.placed + b.higherStudies);
}
