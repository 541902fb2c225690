/**
 * A graduating student's academic record, as the placement cell keeps it (imported from the college's records).
 * Every rule of the season (eligibility, policy, the report) reads these fields; the student cannot change them.
 * Shared by the client and the mock backend; its schema is src/lib/api/student-record-contract.ts.
 */

/** Programmes a batch can hold, with the NIRF programme type each one reports under. */
export const PROGRAMMES = [
  { value: 'btech', label: 'B.E. / B.Tech', nirfType: 'UG 4-year' },
  { value: 'mtech', label: 'M.E. / M.Tech', nirfType: 'PG 2-year' },
  { value: 'mca', label: 'MCA', nirfType: 'PG 2-year' },
  { value: 'mba', label: 'MBA', nirfType: 'PG 2-year' },
] as const;
export type Programme = (typeof PROGRAMMES)[number]['value'];
export const PROGRAMME_VALUES = PROGRAMMES.map((programme) => programme.value);

/** Branch codes of the batch (the college's departments as students and companies name them). */
export const SEASON_BRANCHES = [
  { value: 'CSE', label: 'Computer Science and Engineering' },
  { value: 'CSE-AIML', label: 'CSE (Artificial Intelligence and Machine Learning)' },
  { value: 'CSE-AIDS', label: 'CSE (Artificial Intelligence and Data Science)' },
  { value: 'IT', label: 'Information Technology' },
  { value: 'ECE', label: 'Electronics and Communication Engineering' },
  { value: 'EEE', label: 'Electrical and Electronics Engineering' },
  { value: 'MECH', label: 'Mechanical Engineering' },
  { value: 'CIVIL', label: 'Civil Engineering' },
  { value: 'CHEM', label: 'Chemical Engineering' },
  { value: 'MBA', label: 'Management Studies' },
  { value: 'MCA', label: 'Computer Applications' },
] as const;
export type SeasonBranch = (typeof SEASON_BRANCHES)[number]['value'];
export const SEASON_BRANCH_VALUES = SEASON_BRANCHES.map((branch) => branch.value);

export const CGPA_MAX = 10;
export const PERCENT_MAX = 100;
export const BACKLOGS_MAX = 99;
export const ROLL_NUMBER_MAX_LENGTH = 20;
/** Graduation years a batch may carry: far enough back for three NIRF batches, one year ahead. */
export const GRADUATION_YEAR_MIN = 2015;
export const GRADUATION_YEAR_MAX = 2035;

/**
 * One student's record. `twelfthPercent` and `diplomaPercent`: a student has one or both (lateral entry comes
 * through a diploma). `activeBacklogs` never exceeds `totalBacklogs` (checked by the record rules, not the shape).
 */
export interface StudentRecord {
  rollNumber: string;
  name: string;
  email: string;
  programme: Programme;
  branch: SeasonBranch;
  graduationYear: number;
  cgpa: number;
  tenthPercent: number;
  twelfthPercent?: number | undefined;
  diplomaPercent?: number | undefined;
  activeBacklogs: number;
  totalBacklogs: number;
}
