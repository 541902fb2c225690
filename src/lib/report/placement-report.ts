/**
 * The whole placement report as one pure function of the students and the TPO's admissions figures: NIRF's tables
 * for the last three batches, one batch by branch, the NBA and NAAC shares, and the charts' numbers. The mock's
 * report endpoint calls it; a real backend can too (docs/report.md).
 */
import { SEASON_BRANCH_VALUES } from '../season/student-record';
import { ctcDistribution, offersByWeek, type BandCount, type WeekCount } from './charts';
import {
  branchRows,
  naacPlacementPercentage,
  nbaPlacementIndex,
  outcomeCounts,
  type BatchOutcomeTotals,
  type BranchFigures,
  type BranchRow,
} from './figures';
import { nirfTables, reportBatches, type IntakeEntry, type NirfTable } from './nirf';
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

function batchTotals(graduationYear: number, students: readonly ReportStudent[]): BatchTotals {
  const counts = outcomeCounts(students);
  return {
    graduationYear,
    finalYear: counts.graduating,
    placed: counts.rolls.placed.length,
    higherStudies: counts.rolls['higher-studies'].length,
    entrepreneurs: counts.rolls.entrepreneur.length,
  };
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
  const byYear = new Map<number, ReportStudent[]>(batches.map((year) => [year, []]));
  for (const student of students) byYear.get(student.graduationYear)?.push(student);
  const ofBatch = byYear.get(shown) ?? [];
  const perBatch = batches.map((year) => batchTotals(year, byYear.get(year) ?? []));
  const { rows, whole } = branchRows(ofBatch, SEASON_BRANCH_VALUES);
  return {
    batches,
    nirf: nirfTables(students, batches, intake),
    batch: shown,
    branches: rows,
    whole,
    indices: { perBatch, nba: nbaPlacementIndex(perBatch), naac: naacPlacementPercentage(perBatch) },
    ctcBands: ctcDistribution(ofBatch),
    offersByWeek: offersByWeek(ofBatch),
  };
}
