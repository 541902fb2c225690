/**
 * The rules a batch row must meet, returning their reasons as data ({ code, field, message }) so the preview can
 * list each bad row with why, and the server can refuse with the same reasons. Shared by the import screen (in
 * its worker) and the mock backend, which checks every row again.
 */
import { TEXT_MAX_LENGTH } from '../constants';
import { isValidEmail } from '../validation/rules';
import { emailKey, rollKey } from '../match-keys';
import type { RecordField } from './record-columns';
import {
  BACKLOGS_MAX,
  CGPA_MAX,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  PERCENT_MAX,
  PROGRAMME_VALUES,
  ROLL_NUMBER_MAX_LENGTH,
  SEASON_BRANCH_VALUES,
  type StudentRecord,
} from './student-record';

export const RECORD_RULE_CODES = [
  'required',
  'roll_number_format',
  'name_too_long',
  'email_malformed',
  'programme_unknown',
  'branch_unknown',
  'year_out_of_range',
  'cgpa_out_of_range',
  'percent_out_of_range',
  'backlogs_invalid',
  'active_exceeds_total',
  'twelfth_or_diploma_required',
  'duplicate_roll_number',
  'duplicate_email',
  'email_in_batch',
] as const;
type RecordRuleCode = (typeof RECORD_RULE_CODES)[number];

export interface RowReason {
  code: RecordRuleCode;
  field: RecordField;
  message: string;
}

/** A record as typed values, before its ranges are checked (what the import call carries). */
export type RecordCandidate = {
  [K in keyof StudentRecord]: StudentRecord[K] extends string ? string : number;
} & {
  twelfthPercent?: number;
  diplomaPercent?: number;
};

const ROLL_NUMBER_PATTERN = /^[A-Za-z0-9/_-]+$/;

const reason = (code: RecordRuleCode, field: RecordField, message: string): RowReason => ({
  code,
  field,
  message,
});

function checkRange(
  field: RecordField,
  value: number,
  [low, high]: readonly [number, number],
  code: RecordRuleCode,
  what: string,
): RowReason[] {
  return Number.isFinite(value) && value >= low && value <= high
    ? []
    : [reason(code, field, `${what} ${value} is not between ${low} and ${high}`)];
}

function checkCount(field: RecordField, value: number, what: string): RowReason[] {
  return Number.isInteger(value) && value >= 0 && value <= BACKLOGS_MAX
    ? []
    : [reason('backlogs_invalid', field, `${what} must be a whole number from 0 to ${BACKLOGS_MAX}`)];
}

/** Every rule one typed record breaks, in column order (an empty list: the record is good). */
export function recordReasons(record: RecordCandidate): RowReason[] {
  const reasons: RowReason[] = [];
  if (!record.rollNumber) reasons.push(reason('required', 'rollNumber', 'Roll number is missing'));
  else if (record.rollNumber.length > ROLL_NUMBER_MAX_LENGTH || !ROLL_NUMBER_PATTERN.test(record.rollNumber))
    reasons.push(
      reason(
        'roll_number_format',
        'rollNumber',
        `Roll number “${record.rollNumber}” may hold only letters, digits, / _ - (up to ${ROLL_NUMBER_MAX_LENGTH})`,
      ),
    );
  if (!record.name) reasons.push(reason('required', 'name', 'Name is missing'));
  else if (record.name.length > TEXT_MAX_LENGTH.personName)
    reasons.push(
      reason('name_too_long', 'name', `Name is longer than ${TEXT_MAX_LENGTH.personName} characters`),
    );
  if (!record.email) reasons.push(reason('required', 'email', 'E-mail is missing'));
  else if (!isValidEmail(record.email) || record.email.length > TEXT_MAX_LENGTH.email)
    reasons.push(reason('email_malformed', 'email', `E-mail “${record.email}” is not a valid address`));
  if (!(PROGRAMME_VALUES as readonly string[]).includes(record.programme))
    reasons.push(reason('programme_unknown', 'programme', `Programme “${record.programme}” is not offered`));
  if (!record.branch) reasons.push(reason('required', 'branch', 'Branch is missing'));
  else if (!(SEASON_BRANCH_VALUES as readonly string[]).includes(record.branch))
    reasons.push(
      reason('branch_unknown', 'branch', `Branch “${record.branch}” is not one of the college's branches`),
    );
  if (!Number.isInteger(record.graduationYear))
    reasons.push(
      reason('year_out_of_range', 'graduationYear', 'Graduation year must be a year such as 2026'),
    );
  else
    reasons.push(
      ...checkRange(
        'graduationYear',
        record.graduationYear,
        [GRADUATION_YEAR_MIN, GRADUATION_YEAR_MAX],
        'year_out_of_range',
        'Graduation year',
      ),
    );
  reasons.push(...checkRange('cgpa', record.cgpa, [0, CGPA_MAX], 'cgpa_out_of_range', 'CGPA'));
  reasons.push(
    ...checkRange('tenthPercent', record.tenthPercent, [0, PERCENT_MAX], 'percent_out_of_range', '10th %'),
  );
  if (record.twelfthPercent === undefined && record.diplomaPercent === undefined)
    reasons.push(reason('twelfth_or_diploma_required', 'twelfthPercent', 'Give the 12th % or the diploma %'));
  if (record.twelfthPercent !== undefined)
    reasons.push(
      ...checkRange(
        'twelfthPercent',
        record.twelfthPercent,
        [0, PERCENT_MAX],
        'percent_out_of_range',
        '12th %',
      ),
    );
  if (record.diplomaPercent !== undefined)
    reasons.push(
      ...checkRange(
        'diplomaPercent',
        record.diplomaPercent,
        [0, PERCENT_MAX],
        'percent_out_of_range',
        'Diploma %',
      ),
    );
  const counts = [
    ...checkCount('activeBacklogs', record.activeBacklogs, 'Active backlogs'),
    ...checkCount('totalBacklogs', record.totalBacklogs, 'Total backlogs'),
  ];
  reasons.push(...counts);
  if (!counts.length && record.activeBacklogs > record.totalBacklogs)
    reasons.push(
      reason(
        'active_exceeds_total',
        'activeBacklogs',
        `Active backlogs (${record.activeBacklogs}) exceed total backlogs (${record.totalBacklogs})`,
      ),
    );
  return reasons;
}

/**
 * Reasons for rows that repeat an earlier row's roll number or e-mail, by row index. The first occurrence stays
 * good; each repeat names the row it repeats (1-based, as the preview numbers rows).
 */
export function duplicateReasons(
  rows: readonly Pick<RecordCandidate, 'rollNumber' | 'email'>[],
  rowLabel: (index: number) => string = (index) => `row ${index + 1}`,
): Map<number, RowReason[]> {
  const seenRoll = new Map<string, number>();
  const seenEmail = new Map<string, number>();
  const found = new Map<number, RowReason[]>();
  const add = (index: number, item: RowReason) => found.set(index, [...(found.get(index) ?? []), item]);
  rows.forEach((row, index) => {
    if (row.rollNumber) {
      const first = seenRoll.get(rollKey(row.rollNumber));
      if (first === undefined) seenRoll.set(rollKey(row.rollNumber), index);
      else
        add(
          index,
          reason(
            'duplicate_roll_number',
            'rollNumber',
            `Roll number ${row.rollNumber} repeats ${rowLabel(first)}`,
          ),
        );
    }
    if (row.email) {
      const first = seenEmail.get(emailKey(row.email));
      if (first === undefined) seenEmail.set(emailKey(row.email), index);
      else add(index, reason('duplicate_email', 'email', `E-mail ${row.email} repeats ${rowLabel(first)}`));
    }
  });
  return found;
}

/**
 * Reasons for incoming records whose e-mail another student of the batch already has (a student not updated by
 * this import keeps theirs), by index. E-mail links a registered student to their record, so it is unique.
 */
export function batchEmailReasons(
  existing: readonly Pick<StudentRecord, 'rollNumber' | 'email'>[],
  incoming: readonly Pick<RecordCandidate, 'rollNumber' | 'email'>[],
): Map<number, RowReason[]> {
  const updated = new Set(incoming.map((row) => rollKey(row.rollNumber)));
  const owners = new Map(
    existing
      .filter((record) => !updated.has(rollKey(record.rollNumber)))
      .map((record) => [emailKey(record.email), record.rollNumber] as const),
  );
  const found = new Map<number, RowReason[]>();
  incoming.forEach((row, index) => {
    const owner = owners.get(emailKey(row.email));
    if (owner !== undefined)
      found.set(index, [
        reason(
          'email_in_batch',
          'email',
          `E-mail ${row.email} already belongs to roll number ${owner} in the batch`,
        ),
      ]);
  });
  return found;
}
