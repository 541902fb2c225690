/**
 * The schema of a graduating student's academic record (src/lib/season/student-record.ts says what it is and
 * holds its limits): the batch import, the TPO's student view and the student's own profile answer it.
 */
import { enums, integer, max, min, number, object, optional, pattern, size, string } from './schema-kit';
import { TEXT_MAX_LENGTH } from '../constants';
import {
  BACKLOGS_MAX,
  CGPA_MAX,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  PERCENT_MAX,
  PROGRAMME_VALUES,
  ROLL_NUMBER_MAX_LENGTH,
  SEASON_BRANCH_VALUES,
} from '../season/student-record';

const RollNumber = pattern(size(string(), 1, ROLL_NUMBER_MAX_LENGTH), /^[A-Za-z0-9/_-]+$/);
const Percent = max(min(number(), 0), PERCENT_MAX);
const Backlogs = max(min(integer(), 0), BACKLOGS_MAX);

/** One student's record (its type, StudentRecord, is checked to match: season-contract.test.ts). */
export const StudentRecordSchema = object({
  rollNumber: RollNumber,
  name: size(string(), 1, TEXT_MAX_LENGTH.personName),
  email: size(string(), 3, TEXT_MAX_LENGTH.email),
  programme: enums(PROGRAMME_VALUES),
  branch: enums(SEASON_BRANCH_VALUES),
  graduationYear: max(min(integer(), GRADUATION_YEAR_MIN), GRADUATION_YEAR_MAX),
  cgpa: max(min(number(), 0), CGPA_MAX),
  tenthPercent: Percent,
  twelfthPercent: optional(Percent),
  diplomaPercent: optional(Percent),
  activeBacklogs: Backlogs,
  totalBacklogs: Backlogs,
});
