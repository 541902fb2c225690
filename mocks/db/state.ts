import { emailKey } from '@/lib/match-keys';
import type { StudentRecord } from '@/lib/season/student-record';
import type { MockReportTables } from './report-state';
import type { MockSeasonTables } from './season-state';
import type { MockStoredFile } from './stored-file';
import type { JobRole } from '@/lib/options/company';
import type { ApplicationStatus, JobStatus } from '@/lib/options/jobs';
import type { CandidateTextField } from '@/lib/options/candidate';
import type { CandidateType, UserType } from '@/lib/user-types';
import type { MemberRole } from '@/lib/committee/roles';

/** A sign-in account. Company accounts carry two e-mails (technical lead and HR); others one. */
export interface MockAccount {
  id: string;
  type: UserType;
  emails: string[];
  name: string;
  companyName?: string;
  collegeName?: string;
  /** The institution's id (its AICTE id) when the TPO picked the name from the suggestions. */
  collegeId?: string;
  /**
   * A college's time zone (IANA), in which its season's times are entered and shown. Absent: the portal's default,
   * IST (every seeded college, and every Indian college).
   */
  timeZone?: string;
  /** SHA-256 of salt + password: the mock never keeps a password itself. */
  passwordHash: string;
  salt: string;
  createdAt: string;
}

export interface MockSession {
  accountId: string;
  /** Who signed in: one of the account's e-mails (a founding member) or a member's (mocks/db/members.ts). */
  email: string;
  createdAt: string;
}

/**
 * A member of a college's committee or a company's team (mocks/db/members.ts). Who registered the organisation
 * (the account's e-mails) is a member without a row until their role is changed or they are removed; an invited
 * member has a row from the invitation on, and a password of their own once they accept it.
 */
export interface MockMember {
  id: string;
  /** The organisation's account (the college or the company). */
  accountId: string;
  email: string;
  name: string;
  role: MemberRole;
  /** A department coordinator's branches. */
  branches?: string[];
  /** A student coordinator's or interviewer's rounds, as `driveId/roundId`. */
  rounds?: string[];
  /** Absent for a founding member, who signs in with the account's password. */
  passwordHash?: string;
  salt?: string;
  invitedAt: string;
  /** When they set their password; an invited member cannot sign in before. */
  joinedAt?: string;
  /** Kept, not deleted, so their past decisions stay attributed to them; they can no longer sign in. */
  removedAt?: string;
}

/** An invitation link, kept by the digest of its token; used once. */
interface MockMemberInvite {
  memberId: string;
  expiresAt: number;
}

interface MockOtp {
  /** The digest of the e-mail and the code (mocks/db/crypto.ts, secretDigest): the code itself is never kept. */
  codeHash: string;
  expiresAt: number;
  /** Wrong codes tried; the fifth voids the code. */
  attempts: number;
}

interface MockResetToken {
  accountId: string;
  email: string;
  type: UserType;
  expiresAt: number;
}

/** What a registration form sent, kept without its password, for the dashboards to show. */
export interface MockRegistration {
  id: string;
  kind: 'college' | 'company' | 'candidate';
  accountId: string;
  createdAt: string;
  data: Record<string, unknown>;
}

/** A job a company posted (from its dashboard or with its registration). */
export interface MockJob {
  id: string;
  /** The owning company's account id. */
  companyId: string;
  role: JobRole;
  title: string;
  description: string;
  min_salary?: number;
  max_salary?: number;
  /** '' for jobs sent with the company registration form, which has no location field. */
  location: string;
  openings: number;
  /** YYYY-MM-DD; the job stops taking applications after this day. */
  closing_date: string;
  status: JobStatus;
  createdAt: string;
  updatedAt: string;
  closedAt?: string;
}

export interface MockApplication {
  id: string;
  jobId: string;
  /** The candidate's account id. */
  candidateId: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
}

/** What companies and colleges see of a candidate: the registration fields without the password. */
export interface MockCandidateProfile extends Partial<Record<CandidateTextField, string>> {
  accountId: string;
  type: CandidateType;
  name: string;
  email: string;
  phone: string;
  /** The institution's id (its AICTE id) when the candidate picked the college from the suggestions. */
  collegeId?: string;
  skills: string[];
  createdAt: string;
}

/** A company's public details (from its registration). */
export interface MockCompanyProfile {
  accountId: string;
  name: string;
  website: string;
  address: string;
  employees: string;
}

/** The whole mock database. Plain data, so it can be kept in memory or in IndexedDB as it is. */
export interface MockState extends MockSeasonTables, MockReportTables {
  seedVersion: number;
  /** Which seed made this database: the demo season, or the large campus for performance work. */
  seedName?: SeedName;
  accounts: MockAccount[];
  /** By the digest of the session cookie's id (mocks/db/crypto.ts, secretDigest). */
  sessions: Record<string, MockSession>;
  otps: Record<string, MockOtp>;
  verifiedEmails: Record<string, number>;
  /** By the digest of the token. */
  resetTokens: Record<string, MockResetToken>;
  /** Colleges' committees and companies' teams, past members included (mocks/db/members.ts). */
  members: MockMember[];
  /** By the digest of the invitation's token. */
  memberInvites: Record<string, MockMemberInvite>;
  loginFailures: Record<string, number[]>;
  /** When codes and reset links were mailed, by kind and address (mocks/handlers/http/rate-window.ts). */
  mailSends: Record<string, number[]>;
  registrations: MockRegistration[];
  /** First answers to requests that carried an Idempotency-Key, replayed for repeats of the same key. */
  idempotency: Record<string, { status: number; body: unknown; path: string; at: number }>;
  /** Dashboards (proposed API extension): companies, their jobs, candidates, applications and resumes. */
  companies: MockCompanyProfile[];
  jobs: MockJob[];
  candidates: MockCandidateProfile[];
  applications: MockApplication[];
  /** By candidate account id. */
  resumes: Record<string, MockStoredFile>;
  /** The placement season (proposed extension): the graduating batch's academic records, by college account id. */
  studentRecords: Record<string, StudentRecord[]>;
}

export type SeedName = 'demo' | 'large';

/**
 * Tables the IndexedDB store keeps a row per entry instead of one row for the whole table, so that writing an entry
 * clones that entry alone. For tables that grow all session with large entries read one key at a time: the
 * idempotency answers (a round's results answer can list 3,000 roll numbers, and a TPO publishes many), and the
 * rounds' records of what was published (the same lists, by roll number), and the audit log (appended to at every
 * decision).
 */
export const ENTRY_ROW_TABLES = [
  'idempotency',
  'roundRecords',
  'auditLog',
] as const satisfies readonly (keyof MockState)[];

/** The account an e-mail signs in to: one of its own e-mails, or a member's who has not been removed. */
export function findAccountByEmail(state: MockState, email: string): MockAccount | undefined {
  const wanted = emailKey(email);
  const own = state.accounts.find((account) => account.emails.includes(wanted));
  if (own) return own;
  const member = state.members.find((entry) => entry.email === wanted && !entry.removedAt);
  return member && state.accounts.find((account) => account.id === member.accountId);
}
