/**
 * The placement report's figures, as pure functions of the students' data (docs/report.md).
 * Every figure that counts students also returns the roll numbers behind it, so the screen can list them.
 *
 * Each figure is a tally: students are added one at a time with their outcome, worked out once, and the figures
 * are read off at the end. The report adds each student to every tally it belongs to in one pass over the campus
 * (placement-report.ts); the functions that take a list of students are the same tallies over that list.
 */
import { ctcTotal } from '../season/money';
import { medianRupees } from './median';
import { outcomeOf, type OutcomeKind, type StudentOutcome } from './outcome';
import type { ReportStudent } from './report-input';

export interface OutcomeCounts {
  graduating: number;
  /** Roll numbers by outcome: the students behind each count. */
  rolls: Record<OutcomeKind, string[]>;
  /** Median of the placed graduates' CTC (ctcTotal: fixed + variable + joining bonus); undefined with nobody placed. */
  medianCtc?: number;
  /** Median of their fixed pay: the salary per annum NIRF's column asks for (docs/report.md). */
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
    tally.totals.push(ctcTotal(outcome.offer));
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
