/**
 * The placement report's figures, as pure functions of the students' data (docs/report.md).
 * Every figure that counts students also returns the roll numbers behind it, so the screen can list them.
 */
import { meanRupees, medianRupees } from './median';
import { annualCtc, outcomeOf, type OutcomeKind } from './outcome';
import type { ReportStudent } from './report-input';

export interface CtcSpread {
  min?: number;
  median?: number;
  mean?: number;
  max?: number;
}

function spreadOf(amounts: readonly number[]): CtcSpread {
  if (amounts.length === 0) return {};
  return {
    min: Math.min(...amounts),
    median: medianRupees(amounts),
    mean: meanRupees(amounts),
    max: Math.max(...amounts),
  };
}

export interface OutcomeCounts {
  graduating: number;
  /** Roll numbers by outcome: the students behind each count. */
  rolls: Record<OutcomeKind, string[]>;
  /** Median of the placed graduates' counted annual CTC (fixed + variable); undefined with nobody placed. */
  medianCtc?: number;
  medianFixed?: number;
}

/** The derived columns of a NIRF row (placed, higher studies, median salary) for one batch of one programme type. */
export function outcomeCounts(students: readonly ReportStudent[]): OutcomeCounts {
  const rolls: Record<OutcomeKind, string[]> = {
    placed: [],
    'higher-studies': [],
    entrepreneur: [],
    'not-seeking': [],
    unknown: [],
  };
  const totals: number[] = [];
  const fixed: number[] = [];
  for (const student of students) {
    const outcome = outcomeOf(student);
    rolls[outcome.kind].push(student.rollNumber);
    if (outcome.offer) {
      totals.push(annualCtc(outcome.offer));
      fixed.push(outcome.offer.fixed);
    }
  }
  return {
    graduating: students.length,
    rolls,
    medianCtc: medianRupees(totals),
    medianFixed: medianRupees(fixed),
  };
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

function countsAsOffer(offer: ReportStudent['offers'][number]): boolean {
  return offer.status !== 'rescinded' && offer.confirmed;
}

function figuresOf(students: readonly ReportStudent[]): BranchFigures {
  const optedIn = students.filter((student) => student.optedIn);
  const counted = students.map(outcomeOf).flatMap((outcome) => (outcome.offer ? [outcome.offer] : []));
  const offersEach = students.map((s) => s.offers.filter(countsAsOffer).length);
  return {
    eligible: students.length,
    optedIn: optedIn.length,
    placed: counted.length,
    percentPlaced: optedIn.length === 0 ? undefined : (counted.length / optedIn.length) * 100,
    offers: offersEach.reduce((sum, count) => sum + count, 0),
    studentsWithSeveralOffers: offersEach.filter((count) => count > 1).length,
    fixed: spreadOf(counted.map((offer) => offer.fixed)),
    total: spreadOf(counted.map(annualCtc)),
  };
}

export interface BranchRow extends BranchFigures {
  branch: string;
}

/** One row per branch (in the order given), then the whole batch; the rows' counts add up to the whole. */
export function branchRows(
  students: readonly ReportStudent[],
  branchOrder: readonly string[],
): { rows: BranchRow[]; whole: BranchFigures } {
  const byBranch = new Map<string, ReportStudent[]>();
  for (const student of students) {
    const group = byBranch.get(student.branch);
    if (group) group.push(student);
    else byBranch.set(student.branch, [student]);
  }
  return {
    rows: branchOrder.flatMap((branch) => {
      const group = byBranch.get(branch);
      return group ? [{ branch, ...figuresOf(group) }] : [];
    }),
    whole: figuresOf(students),
  };
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
