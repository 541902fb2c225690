/**
 * The whole placement report as one pure function of the students and the TPO's admissions figures: NIRF's tables
 * for the last three batches, one batch by branch, the NBA and NAAC shares, and the charts' numbers. The mock's
 * report endpoint calls it; a real backend can too (docs/report.md).
 *
 * It reads the campus once: each student's outcome is worked out once and the student is added to every tally
 * they belong to (their NIRF row, their batch's totals, and for the batch shown, their branch and the charts).
 * A large campus (5,000 students a batch) must compute within 200 ms on a slow phone (docs/performance.md).
 */
import { SEASON_BRANCH_VALUES } from '../season/student-record';
import {
  addToChartTally,
  ctcBandsOf,
  newChartTally,
  offersByWeekOf,
  type BandCount,
  type WeekCount,
} from './charts';
import {
  addToBranchTable,
  branchRowsOf,
  newBranchTable,
  type BranchFigures,
  type BranchRow,
} from './branch-figures';
import { naacPlacementPercentage, nbaPlacementIndex, type BatchOutcomeTotals } from './figures';
import {
  addToNirfTally,
  nirfTablesOf,
  reportBatches,
  type IntakeEntry,
  type NirfTable,
  type NirfTally,
} from './nirf';
import { outcomeOf } from './outcome';
import type { ReportStudent } from './report-input';

interface BatchTotals extends BatchOutcomeTotals {
  graduationYear: number;
}

export interface PlacementReport {
  /** The batches NIRF's tables show, oldest first. */
  batches: number[];
  nirf: NirfTable[];
  /** The batch shown by branch and in the charts. */
  batch: number;
  branches: BranchRow[];
  whole: BranchFigures;
  /** Per batch, the counts NBA's index and NAAC's percentage are made of, and the averages over the batches. */
  indices: { perBatch: BatchTotals[]; nba?: number; naac?: number };
  ctcBands: BandCount[];
  offersByWeek: WeekCount[];
}

/**
 * The report for the last three batches; `batch` picks the one shown by branch (the newest when absent or not
 * one of them).
 */
export function placementReport(
  students: readonly ReportStudent[],
  intake: readonly IntakeEntry[],
  batch?: number,
): PlacementReport {
  const batches = reportBatches(students);
  const shown = batch !== undefined && batches.includes(batch) ? batch : (batches.at(-1) ?? 0);
  const totals = new Map<number, BatchTotals>(
    batches.map((year) => [
      year,
      { graduationYear: year, finalYear: 0, placed: 0, higherStudies: 0, entrepreneurs: 0 },
    ]),
  );
  const nirf: NirfTally = new Map();
  const branches = newBranchTable();
  const charts = newChartTally();
  for (const student of students) {
    const batchTotals = totals.get(student.graduationYear);
    if (!batchTotals) continue;
    const outcome = outcomeOf(student);
    batchTotals.finalYear += 1;
    if (outcome.kind === 'placed') batchTotals.placed += 1;
    else if (outcome.kind === 'higher-studies') batchTotals.higherStudies += 1;
    else if (outcome.kind === 'entrepreneur') batchTotals.entrepreneurs += 1;
    addToNirfTally(nirf, student, outcome);
    if (student.graduationYear !== shown) continue;
    addToBranchTable(branches, student, outcome);
    addToChartTally(charts, student, outcome);
  }
  const perBatch = [...totals.values()];
  const { rows, whole } = branchRowsOf(branches, SEASON_BRANCH_VALUES);
  return {
    batches,
    nirf: nirfTablesOf(nirf, batches, intake),
    batch: shown,
    branches: rows,
    whole,
    indices: { perBatch, nba: nbaPlacementIndex(perBatch), naac: naacPlacementPercentage(perBatch) },
    ctcBands: ctcBandsOf(charts),
    offersByWeek: offersByWeekOf(charts),
  };
}
