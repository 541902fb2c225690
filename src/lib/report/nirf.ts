/**
 * NIRF's "Placement & Higher Studies" table: one per programme type, one row per graduating batch, in NIRF's
 * column order. The admissions columns are entered by the TPO; placed, higher studies and the median are derived.
 */
import { PROGRAMMES, type Programme } from '../season/student-record';
import {
  addToOutcomeTally,
  newOutcomeTally,
  outcomeCountsOf,
  type OutcomeCounts,
  type OutcomeTally,
} from './figures';
import type { StudentOutcome } from './outcome';
import type { ReportStudent } from './report-input';

/** NIRF's column headings, in its order and wording (docs/report.md). */
export const NIRF_COLUMNS = [
  'Academic Year of Admission',
  'No. of first year students intake in the year',
  'No. of first year students admitted in the year',
  'Academic Year of Lateral Entry',
  'No. of students admitted through Lateral entry',
  'Academic Year of Graduation',
  'No. of students graduating in minimum stipulated time',
  'No. of students placed',
  'Median salary of placed graduates per annum (Amount in Rs.)',
  'No. of students selected for Higher Studies',
] as const;

export interface NirfProgrammeType {
  /** 'UG 4-year', 'PG 2-year': as NIRF names its tables. */
  type: string;
  years: number;
  /** Lateral entry (into the second year, through a diploma) exists for UG programmes only. */
  lateralEntry: boolean;
}

/** The programme types the college's programmes report under, from the one programme list. */
export const NIRF_PROGRAMME_TYPES: readonly NirfProgrammeType[] = [
  ...new Set(PROGRAMMES.map((programme) => programme.nirfType)),
].map((type) => ({
  type,
  years: Number(/(\d+)-year/.exec(type)?.[1] ?? 0),
  lateralEntry: type.startsWith('UG'),
}));

/** Looked up for every student of a campus, so kept as a map. */
const NIRF_TYPE_BY_PROGRAMME = new Map<string, string>(
  PROGRAMMES.map((entry) => [entry.value, entry.nirfType]),
);

export function nirfTypeOf(programme: Programme): string {
  return NIRF_TYPE_BY_PROGRAMME.get(programme) ?? '';
}

/** The academic year that ends in `endYear`, as NIRF writes it: 2024 → '2023-24'. */
export function academicYear(endYear: number): string {
  return `${endYear - 1}-${String(endYear).slice(-2)}`;
}

/** What the TPO enters for a programme type and batch: these come from admissions, not placements. */
export interface IntakeEntry {
  programmeType: string;
  graduationYear: number;
  intake: number;
  admitted: number;
  /** UG only. */
  lateral?: number;
  graduatingInMinimumTime: number;
}

interface NirfRow {
  graduationYear: number;
  admissionYear: string;
  /** Absent for programme types without lateral entry. */
  lateralEntryYear?: string;
  graduationAcademicYear: string;
  /** The TPO's figures for this row; absent until entered. */
  entered?: IntakeEntry;
  /** Students of the batch in the portal (the denominator of the NBA and NAAC shares). */
  graduating: number;
  placed: number;
  higherStudies: number;
  /** Median of the placed graduates' annual CTC (fixed + variable), and of fixed pay alone; absent with nobody placed. */
  medianCtc?: number;
  medianFixed?: number;
}

export interface NirfTable {
  programmeType: NirfProgrammeType;
  rows: NirfRow[];
}

/** The last `count` graduation years the students hold, oldest first (NIRF lists its batches that way). */
export function reportBatches(students: readonly ReportStudent[], count = 3): number[] {
  const years = [...new Set(students.map((student) => student.graduationYear))].sort((a, b) => a - b);
  return years.slice(-count);
}

function nirfRow(
  type: NirfProgrammeType,
  year: number,
  counts: OutcomeCounts,
  intake: readonly IntakeEntry[],
): NirfRow {
  const admitted = year - type.years;
  return {
    graduationYear: year,
    admissionYear: academicYear(admitted + 1),
    lateralEntryYear: type.lateralEntry ? academicYear(admitted + 2) : undefined,
    graduationAcademicYear: academicYear(year),
    entered: intake.find((entry) => entry.programmeType === type.type && entry.graduationYear === year),
    graduating: counts.graduating,
    placed: counts.rolls.placed.length,
    higherStudies: counts.rolls['higher-studies'].length,
    medianCtc: counts.medianCtc,
    medianFixed: counts.medianFixed,
  };
}

/** The students of the report's batches so far, by programme type, then by batch. */
export type NirfTally = Map<string, Map<number, OutcomeTally>>;

export function addToNirfTally(tally: NirfTally, student: ReportStudent, outcome: StudentOutcome) {
  const type = nirfTypeOf(student.programme);
  let byYear = tally.get(type);
  if (!byYear) tally.set(type, (byYear = new Map()));
  let row = byYear.get(student.graduationYear);
  if (!row) byYear.set(student.graduationYear, (row = newOutcomeTally()));
  addToOutcomeTally(row, student, outcome);
}

/** One table per programme type that has students in the batches, one row per batch (oldest first). */
export function nirfTablesOf(
  tally: NirfTally,
  batches: readonly number[],
  intake: readonly IntakeEntry[],
): NirfTable[] {
  return NIRF_PROGRAMME_TYPES.flatMap((type) => {
    const byYear = tally.get(type.type);
    if (!byYear || !batches.some((year) => byYear.has(year))) return [];
    const rows = batches.map((year) =>
      nirfRow(type, year, outcomeCountsOf(byYear.get(year) ?? newOutcomeTally()), intake),
    );
    return [{ programmeType: type, rows }];
  });
}
