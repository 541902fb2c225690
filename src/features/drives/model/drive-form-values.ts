/**
 * The drive form (a TPO creating a drive, a company proposing one) as its inputs hold it, and how it becomes the
 * contract's DriveInput: numbers read from figures, rules left out where blank (a blank limit does not restrict),
 * the deadline from the date and time at the college (in its time zone, whatever the device's). Pure; the mock
 * checks the same body with the same schema.
 */
import type { DriveInput, RoundInput } from '@/lib/api/drive-contract';
import { collegeLocalToInstant, DEFAULT_COLLEGE_TIME_ZONE } from '@/lib/season/college-time';
import type { DriveRules } from '@/lib/season/eligibility';
import type { Ctc } from '@/lib/season/money';
import type { RoundKind } from '@/lib/season/rounds';
import { roundOrderReasons } from '@/lib/season/round-schedule';
import { describeStepReason } from '@/lib/season/step-reasons';
import {
  BACKLOGS_MAX,
  CGPA_MAX,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  PERCENT_MAX,
  type SeasonBranch,
} from '@/lib/season/student-record';
import { readRupees } from './rupee-text';

export interface RoundValues {
  kind: RoundKind | '';
  date: string;
  time: string;
  venue: string;
  link: string;
}

export interface DriveFormValues {
  title: string;
  location: string;
  vacancies: string;
  description: string;
  fixed: string;
  variable: string;
  joiningBonus: string;
  branches: SeasonBranch[];
  graduationYears: string;
  minCgpa: string;
  minTenthPercent: string;
  minTwelfthPercent: string;
  maxActiveBacklogs: string;
  maxTotalBacklogs: string;
  /** 'YYYY-MM-DDTHH:mm' as the clock reads at the college (a datetime-local input; src/lib/season/college-time.ts). */
  deadline: string;
  rounds: RoundValues[];
}

export const DRIVE_FORM_LABELS = {
  title: 'Job title',
  location: 'Location',
  vacancies: 'Vacancies',
  description: 'About the job',
  fixed: 'Fixed pay (₹ a year)',
  variable: 'Variable pay (₹ a year)',
  joiningBonus: 'Joining bonus (₹)',
  branches: 'Branches',
  graduationYears: 'Graduation years',
  minCgpa: 'Minimum CGPA',
  minTenthPercent: 'Minimum 10th %',
  minTwelfthPercent: 'Minimum 12th or diploma %',
  maxActiveBacklogs: 'Most active backlogs',
  maxTotalBacklogs: 'Most backlogs in total',
  deadline: 'Applications close',
} as const;

export const EMPTY_ROUND: RoundValues = { kind: '', date: '', time: '', venue: '', link: '' };

export function emptyDriveFormValues(): DriveFormValues {
  return {
    title: '',
    location: '',
    vacancies: '',
    description: '',
    fixed: '',
    variable: '',
    joiningBonus: '',
    branches: [],
    graduationYears: '',
    minCgpa: '',
    minTenthPercent: '',
    minTwelfthPercent: '',
    maxActiveBacklogs: '',
    maxTotalBacklogs: '',
    deadline: '',
    rounds: [{ ...EMPTY_ROUND, kind: 'test' }],
  };
}

type Reading<T> = { value: T | undefined; error?: string };

function readNumber(text: string, label: string, maxValue: number, whole: boolean): Reading<number> {
  const trimmed = text.trim();
  if (!trimmed) return { value: undefined };
  const value = Number(trimmed);
  const kind = whole ? 'a whole number' : 'a number';
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || (whole && !Number.isInteger(value)) || value > maxValue)
    return { value: undefined, error: `${label} must be ${kind} from 0 to ${maxValue}` };
  return { value };
}

function readYears(text: string): Reading<number[]> {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const years = parts.map(Number);
  const bad = years.some(
    (year) => !Number.isInteger(year) || year < GRADUATION_YEAR_MIN || year > GRADUATION_YEAR_MAX,
  );
  if (bad || years.length > 5)
    return {
      value: undefined,
      error: `Graduation years: up to five years from ${GRADUATION_YEAR_MIN} to ${GRADUATION_YEAR_MAX}, e.g. 2026`,
    };
  return { value: [...new Set(years)] };
}

type RuleField = Exclude<keyof DriveRules, 'branches' | 'graduationYears'>;
const LIMITS: { field: RuleField; max: number; whole: boolean }[] = [
  { field: 'minCgpa', max: CGPA_MAX, whole: false },
  { field: 'minTenthPercent', max: PERCENT_MAX, whole: false },
  { field: 'minTwelfthPercent', max: PERCENT_MAX, whole: false },
  { field: 'maxActiveBacklogs', max: BACKLOGS_MAX, whole: true },
  { field: 'maxTotalBacklogs', max: BACKLOGS_MAX, whole: true },
];

/** The eligibility rules the form holds, and a message per field that cannot be read. */
export function readRules(values: DriveFormValues): { rules: DriveRules; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const years = readYears(values.graduationYears);
  if (years.error) errors.graduationYears = years.error;
  const rules: DriveRules = { branches: [...values.branches], graduationYears: years.value ?? [] };
  for (const { field, max: limit, whole } of LIMITS) {
    const reading = readNumber(values[field], DRIVE_FORM_LABELS[field], limit, whole);
    if (reading.error) errors[field] = reading.error;
    else if (reading.value !== undefined) rules[field] = reading.value;
  }
  return { rules, errors };
}

/** The CTC in whole rupees (blank variable pay and bonus are 0), and a message per unreadable part. */
export function readCtc(values: Pick<DriveFormValues, 'fixed' | 'variable' | 'joiningBonus'>): {
  ctc: Ctc | undefined;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const parts = (['fixed', 'variable', 'joiningBonus'] as const).map((field) => {
    const reading = readRupees(values[field], DRIVE_FORM_LABELS[field]);
    if (!reading.ok) errors[field] = reading.message;
    return reading.ok ? (reading.value ?? 0) : 0;
  });
  const [fixed = 0, variable = 0, joiningBonus = 0] = parts;
  if (!errors.fixed && fixed <= 0) errors.fixed = 'Fixed pay is needed, in rupees a year';
  return { ctc: Object.keys(errors).length ? undefined : { fixed, variable, joiningBonus }, errors };
}

function roundErrors(round: RoundValues): Partial<Record<keyof RoundValues, string>> {
  const errors: Partial<Record<keyof RoundValues, string>> = {};
  if (!round.kind) errors.kind = 'Choose the kind of round';
  if (!round.date) errors.date = 'Give the date of the round';
  if (!round.time) errors.time = 'Give the time of the round';
  if (!round.venue.trim() && !round.link.trim()) errors.venue = 'Give a venue or a link';
  if (round.link.trim() && !/^https?:\/\/\S+$/.test(round.link.trim()))
    errors.link = 'A link starts with https:// (or http://)';
  return errors;
}

/**
 * The deadline's message: none, or the time is missing, or it has passed at the college. Without the college's zone
 * (a proposal before its college is chosen, which the college field asks for) it cannot be placed yet.
 */
function deadlineError(local: string, now: Date, timeZone: string | undefined): string | undefined {
  const missing = 'Give the date and time applications close';
  if (!local) return missing;
  if (!timeZone) return undefined;
  const instant = collegeLocalToInstant(local, timeZone);
  if (!instant) return missing;
  return Date.parse(instant) <= now.getTime() ? 'Applications must close in the future' : undefined;
}

/** Every message of the form, by field (rounds by index), for react-final-form; times are the college's. */
export function driveFormErrors(
  values: DriveFormValues,
  now: Date,
  timeZone: string | undefined,
): Record<string, unknown> {
  const errors: Record<string, unknown> = { ...readRules(values).errors, ...readCtc(values).errors };
  if (!values.title.trim()) errors.title = 'Give the job title';
  if (!values.location.trim()) errors.location = 'Give the location';
  if (values.vacancies.trim() && !/^[1-9]\d{0,3}$/.test(values.vacancies.trim()))
    errors.vacancies = 'Vacancies must be a whole number from 1 to 9999';
  const deadline = deadlineError(values.deadline, now, timeZone);
  if (deadline) errors.deadline = deadline;
  const rounds = values.rounds.map(roundErrors);
  // A round dated before the one ahead of it: said on its date, as the server refuses it (rounds_out_of_order).
  for (const reason of roundOrderReasons(values.rounds)) {
    const round = rounds[reason.order - 1]!;
    round.date ??= describeStepReason(reason, timeZone ?? DEFAULT_COLLEGE_TIME_ZONE);
  }
  if (!values.rounds.length) errors.rounds = 'Add at least one round';
  else if (rounds.some((round) => Object.keys(round).length)) errors.rounds = rounds;
  return errors;
}

function roundInput(round: RoundValues): RoundInput {
  return {
    kind: round.kind as RoundKind,
    date: round.date,
    time: round.time,
    ...(round.venue.trim() ? { venue: round.venue.trim() } : {}),
    ...(round.link.trim() ? { link: round.link.trim() } : {}),
  };
}

/** The contract's drive fields, the deadline at the college's zone; call only when driveFormErrors found nothing. */
export function buildDriveInput(values: DriveFormValues, timeZone: string): DriveInput {
  const { ctc } = readCtc(values);
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    ...(values.vacancies.trim() ? { vacancies: Number(values.vacancies.trim()) } : {}),
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
    ctc: ctc!,
    rules: readRules(values).rules,
    deadline: collegeLocalToInstant(values.deadline, timeZone)!,
    rounds: values.rounds.map(roundInput),
  };
}
