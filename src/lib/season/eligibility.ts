/**
 * A drive's eligibility rules and the reasons a student fails them, as data: each reason names the rule, the
 * student's value and the drive's limit, so the student reads "CGPA 6.8 is below this drive's 7.0" and the
 * server refuses an application with the same reasons. Pure, shared by the UI and the mock backend.
 */
import { countText, plural } from '../count-text';
import type { SeasonBranch, StudentRecord } from './student-record';

/** What a drive asks of its applicants. An empty list or an absent limit does not restrict. */
export interface DriveRules {
  branches: SeasonBranch[];
  graduationYears: number[];
  minCgpa?: number;
  minTenthPercent?: number;
  /** The better of the 12th and diploma percentages must reach this (lateral entrants have a diploma). */
  minTwelfthPercent?: number;
  maxActiveBacklogs?: number;
  maxTotalBacklogs?: number;
}

export const OPEN_RULES: DriveRules = { branches: [], graduationYears: [] };

export type EligibilityReason =
  | { rule: 'noRecord' }
  | { rule: 'branch'; value: SeasonBranch; allowed: SeasonBranch[] }
  | { rule: 'graduationYear'; value: number; allowed: number[] }
  | { rule: 'cgpa'; value: number; limit: number }
  | { rule: 'tenthPercent'; value: number; limit: number }
  /** value null: the record has neither a 12th nor a diploma percentage. */
  | { rule: 'twelfthPercent'; value: number | null; limit: number }
  | { rule: 'activeBacklogs'; value: number; limit: number }
  | { rule: 'totalBacklogs'; value: number; limit: number };

type EligibilityRule = EligibilityReason['rule'];

/** Rules in the order they are checked and shown. */
const ELIGIBILITY_RULES: readonly EligibilityRule[] = [
  'noRecord',
  'branch',
  'graduationYear',
  'cgpa',
  'tenthPercent',
  'twelfthPercent',
  'activeBacklogs',
  'totalBacklogs',
];

/** The better of a record's 12th and diploma percentages, or null when it has neither. */
function schoolLeavingPercent(record: StudentRecord): number | null {
  const values = [record.twelfthPercent, record.diplomaPercent].filter((value) => value !== undefined);
  return values.length ? Math.max(...values) : null;
}

/** Every rule of the drive the record fails (empty: eligible). No record at all fails on that alone. */
export function eligibilityReasons(
  record: StudentRecord | undefined,
  rules: DriveRules,
): EligibilityReason[] {
  if (!record) return [{ rule: 'noRecord' }];
  const reasons: EligibilityReason[] = [];
  if (rules.branches.length && !rules.branches.includes(record.branch))
    reasons.push({ rule: 'branch', value: record.branch, allowed: rules.branches });
  if (rules.graduationYears.length && !rules.graduationYears.includes(record.graduationYear))
    reasons.push({ rule: 'graduationYear', value: record.graduationYear, allowed: rules.graduationYears });
  if (rules.minCgpa !== undefined && record.cgpa < rules.minCgpa)
    reasons.push({ rule: 'cgpa', value: record.cgpa, limit: rules.minCgpa });
  if (rules.minTenthPercent !== undefined && record.tenthPercent < rules.minTenthPercent)
    reasons.push({ rule: 'tenthPercent', value: record.tenthPercent, limit: rules.minTenthPercent });
  const schoolLeaving = schoolLeavingPercent(record);
  if (
    rules.minTwelfthPercent !== undefined &&
    (schoolLeaving === null || schoolLeaving < rules.minTwelfthPercent)
  )
    reasons.push({ rule: 'twelfthPercent', value: schoolLeaving, limit: rules.minTwelfthPercent });
  if (rules.maxActiveBacklogs !== undefined && record.activeBacklogs > rules.maxActiveBacklogs)
    reasons.push({ rule: 'activeBacklogs', value: record.activeBacklogs, limit: rules.maxActiveBacklogs });
  if (rules.maxTotalBacklogs !== undefined && record.totalBacklogs > rules.maxTotalBacklogs)
    reasons.push({ rule: 'totalBacklogs', value: record.totalBacklogs, limit: rules.maxTotalBacklogs });
  return reasons;
}

/** A CGPA as colleges print it: at least one decimal ('7.0', '6.85'). */
export function formatCgpa(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded * 10) ? rounded.toFixed(1) : rounded.toFixed(2);
}

/** A percentage without needless decimals ('60%', '58.4%'). */
export function formatPercent(value: number): string {
  return `${String(Math.round(value * 100) / 100)}%`;
}

const backlogs = (count: number, kind: string) => countText(count, `${kind}backlog`);
const allows = (limit: number) =>
  limit === 0 ? 'this drive allows none' : `this drive allows at most ${limit}`;

/** One eligibility reason in plain words, addressed to the student. */
export function describeEligibilityReason(reason: EligibilityReason): string {
  switch (reason.rule) {
    case 'noRecord':
      return 'The placement cell has no academic record for you at this college yet';
    case 'branch':
      return `Your branch ${reason.value} is not among this drive's branches (${reason.allowed.join(', ')})`;
    case 'graduationYear':
      return `You graduate in ${reason.value}; this drive is for the ${reason.allowed.join(' or ')} ${plural(reason.allowed.length, 'batch')}`;
    case 'cgpa':
      return `CGPA ${formatCgpa(reason.value)} is below this drive's ${formatCgpa(reason.limit)}`;
    case 'tenthPercent':
      return `10th ${formatPercent(reason.value)} is below this drive's ${formatPercent(reason.limit)}`;
    case 'twelfthPercent':
      return reason.value === null
        ? `Your record has no 12th or diploma percentage; this drive asks for ${formatPercent(reason.limit)}`
        : `12th/diploma ${formatPercent(reason.value)} is below this drive's ${formatPercent(reason.limit)}`;
    case 'activeBacklogs':
      return `You have ${backlogs(reason.value, 'active ')}; ${allows(reason.limit)}`;
    case 'totalBacklogs':
      return `You have ${backlogs(reason.value, '')} in total; ${allows(reason.limit)}`;
  }
}

/** How a batch fares against a drive's rules: a student failing several rules counts under each of them. */
export interface EligibilitySummary {
  total: number;
  eligible: number;
  /** Students failing each rule; rules nobody fails are left out. */
  failing: { rule: EligibilityRule; count: number }[];
}

export function summarizeEligibility(
  records: readonly StudentRecord[],
  rules: DriveRules,
): EligibilitySummary {
  const counts = new Map<EligibilityRule, number>();
  let eligible = 0;
  for (const record of records) {
    const reasons = eligibilityReasons(record, rules);
    if (!reasons.length) eligible += 1;
    for (const reason of reasons) counts.set(reason.rule, (counts.get(reason.rule) ?? 0) + 1);
  }
  const failing = ELIGIBILITY_RULES.flatMap((rule) => {
    const count = counts.get(rule);
    return count ? [{ rule, count }] : [];
  }).sort((a, b) => b.count - a.count);
  return { total: records.length, eligible, failing };
}

/** The phrase for `count` students failing `rule` under `rules` ('121 below CGPA 7.0'). */
function failingPhrase(rule: EligibilityRule, count: number, rules: DriveRules): string {
  switch (rule) {
    case 'noRecord':
      return `${count} without a record`;
    case 'branch':
      return `${count} in other branches`;
    case 'graduationYear':
      return `${count} graduating in other years`;
    case 'cgpa':
      return `${count} below CGPA ${formatCgpa(rules.minCgpa ?? 0)}`;
    case 'tenthPercent':
      return `${count} below ${formatPercent(rules.minTenthPercent ?? 0)} in 10th`;
    case 'twelfthPercent':
      return `${count} below ${formatPercent(rules.minTwelfthPercent ?? 0)} in 12th/diploma`;
    case 'activeBacklogs':
      return rules.maxActiveBacklogs
        ? `${count} with more than ${countText(rules.maxActiveBacklogs, 'active backlog')}`
        : `${count} with active backlogs`;
    case 'totalBacklogs':
      return rules.maxTotalBacklogs
        ? `${count} with more than ${countText(rules.maxTotalBacklogs, 'backlog')} in total`
        : `${count} with backlogs in their history`;
  }
}

/**
 * "412 of the 610 students in the batch; 121 below CGPA 7.0, 77 with active backlogs" (shown after "Eligible now:",
 * so it does not say "eligible" again). `counted`: who the summary is of, the batch's students or a drive's applicants.
 */
export function describeEligibilitySummary(
  summary: EligibilitySummary,
  rules: DriveRules,
  counted: 'student' | 'applicant' = 'student',
): string {
  const whole = countText(summary.total, counted);
  const head = `${summary.eligible} of the ${whole}${counted === 'student' ? ' in the batch' : ''}`;
  if (!summary.failing.length) return head;
  return `${head}; ${summary.failing.map(({ rule, count }) => failingPhrase(rule, count, rules)).join(', ')}`;
}
