/**
 * The audit log of the season (issue 35, "Every decision signed"): every change to a student's season is kept with
 * who made it (the member and their role), when, what changed (before → after) and why. Entries are appended and
 * never changed; the server forgets them after one year (docs/decisions/0119-…). Pure: the vocabulary, the plain
 * words and the table rows, shared by the handlers (the CSV) and the screens, so the CSV is the screen.
 */
import { collegeDate, collegeDateTime } from './college-time';
import { countText } from '../count-text';
import { MEMBER_ROLE_KEYS, type MemberRole } from '../committee/role-keys';

/** Who may sign a decision: a member of the committee or the company's team (its role, src/lib/committee), the student, or the portal. */
export const AUDIT_ROLES = [...MEMBER_ROLE_KEYS, 'student', 'system'] as const;
export type AuditRole = MemberRole | 'student' | 'system';

/** The role as a sentence names it ("Opted out by Dr. Meera Kulkarni (placement officer)"). */
export const AUDIT_ROLE_LABELS: Record<AuditRole, string> = {
  placementOfficer: 'placement officer',
  departmentCoordinator: 'department coordinator',
  studentCoordinator: 'student coordinator',
  reportViewer: 'report viewer',
  companyAdmin: "company's admin",
  recruiter: "company's recruiter",
  interviewer: "company's interviewer",
  student: 'student',
  system: 'the portal, by the policy',
};

/** What was decided; each has the words that start its sentence ("Opted out by …"). */
export const AUDIT_ACTIONS = {
  'results-published': 'Round results published',
  'result-corrected': 'Result corrected',
  'opted-out': 'Opted out',
  'opted-in': 'Opted back in',
  blocked: 'Blocked',
  unblocked: 'Unblocked',
  'offer-issued': 'Offer issued',
  'offer-rescinded': 'Offer rescinded',
  'offer-accepted': 'Offer accepted',
  'offer-declined': 'Offer declined',
  'offer-expired': 'Offer expired',
  'policy-changed': 'Policy changed',
  'drive-created': 'Drive created',
  'drive-edited': 'Drive edited',
  'drive-state-changed': 'Drive moved',
  'records-imported': 'Records imported',
  'log-settings-changed': 'Log settings changed',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_VALUES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/**
 * Who signed: their id (a member's id for a college or company, stable after they leave; the student's account id;
 * 'system' for the portal), their name as shown, their role when they decided.
 */
export interface AuditSigner {
  id: string;
  name: string;
  role: AuditRole;
}

/** One student a decision changed, with what it changed for them. */
export interface AuditSubject {
  rollNumber: string;
  /** The student's name when the decision was made (records may change later). */
  name?: string;
  before?: string;
  after?: string;
}

/** One decision, as kept and as the officer reads it. */
export interface AuditEntry {
  id: string;
  /** ISO instant. */
  at: string;
  by: AuditSigner;
  action: AuditAction;
  /** The students it changed (a publication: everyone it moved; a policy change: nobody by name). */
  students: AuditSubject[];
  drive?: { id: string; title: string };
  /** What changed, when it is not one student's (a policy, a drive, an import). */
  before?: string;
  after?: string;
  reason?: string;
}

/** An entry as a student reads it: the member's name only when the college shows it. */
export type StudentAuditEntry = Omit<AuditEntry, 'by'> & { by: { role: AuditRole; name?: string } };

/** The system's signature: steps the portal takes by the policy or the clock (absence blocks, expiries). */
export const PORTAL_SIGNER: AuditSigner = { id: 'system', name: 'The portal', role: 'system' };

/** Entries are kept one year (India's DPDP Rules 2025: logs of processing kept for a year), then purged. */
export function auditCutoff(nowMs: number): number {
  const cutoff = new Date(nowMs);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 1);
  return cutoff.getTime();
}

const change = (before?: string, after?: string) =>
  before !== undefined && after !== undefined
    ? `${before} → ${after}`
    : (after ?? (before !== undefined ? `was ${before}` : ''));

/** What changed, in a cell: one student's before → after, or the entry's own. */
function auditChange(entry: Pick<AuditEntry, 'students' | 'before' | 'after'>): string {
  const [only, ...others] = entry.students;
  if (only && others.length === 0 && (only.before !== undefined || only.after !== undefined))
    return change(only.before, only.after);
  if (entry.before !== undefined || entry.after !== undefined) return change(entry.before, entry.after);
  return entry.students.length > 1 ? countText(entry.students.length, 'student') : '';
}

/** The student column: the one student by name and roll number, or how many. */
function auditStudents(entry: AuditEntry): string {
  const [only, ...others] = entry.students;
  if (!only) return '';
  if (others.length) return countText(entry.students.length, 'student');
  return only.name ? `${only.name} (${only.rollNumber})` : only.rollNumber;
}

export const AUDIT_TABLE_HEADINGS = [
  'When',
  'Who',
  'Role',
  'Action',
  'Student',
  'Drive',
  'Change',
  'Reason',
] as const;

/** One entry as a row of the audit log: the screen's cells and the CSV's, in AUDIT_TABLE_HEADINGS' order. */
export function auditRow(entry: AuditEntry, zone: string): string[] {
  return [
    collegeDateTime(entry.at, zone),
    entry.by.name,
    AUDIT_ROLE_LABELS[entry.by.role],
    AUDIT_ACTIONS[entry.action],
    auditStudents(entry),
    entry.drive?.title ?? '',
    auditChange(entry),
    entry.reason ?? '',
  ];
}

/**
 * One decision about a student in plain words: "Opted out by Asha Rao (placement officer) on 2 Dec 2026: reason".
 * A student's own view leaves the member's name out unless the college shows it (`by.name` is then absent).
 */
export function describeAuditEntry(entry: StudentAuditEntry, zone: string, rollNumber?: string): string {
  const { role, name } = entry.by;
  const who =
    role === 'system'
      ? 'by the portal, under the policy'
      : name
        ? `by ${name} (${AUDIT_ROLE_LABELS[role]})`
        : `by the ${AUDIT_ROLE_LABELS[role]}`;
  const subject = rollNumber ? entry.students.find((entry) => entry.rollNumber === rollNumber) : undefined;
  const what = subject ? change(subject.before, subject.after) : auditChange(entry);
  const drive = entry.drive ? ` (${entry.drive.title})` : '';
  const detail = what ? `, ${what}` : '';
  const reason = entry.reason ? `: ${entry.reason}` : '';
  return `${AUDIT_ACTIONS[entry.action]}${drive} ${who} on ${collegeDate(entry.at, zone)}${detail}${reason}`;
}
