/**
 * What a probe of contract:check is (the call, what is sent, what must come back) and the state the probes of one
 * run pass on to each other. The lists of probes are in probes-*.ts; probes.ts puts them in the order they run.
 */
import type { ErrorCode } from '../../src/lib/api/error-codes';
import { CANDIDATE_TYPES, type UserType } from '../../src/lib/user-types';
import type { ProbeRequest } from './http-call';

/** The three kinds of signed-in area: a candidate of any type, a company, a college. */
export type AccountKind = 'candidate' | 'company' | 'college';
export const kindOf = (type: UserType): AccountKind =>
  (CANDIDATE_TYPES as readonly string[]).includes(type) ? 'candidate' : (type as AccountKind);

export interface CheckState {
  /** Makes this run's e-mail addresses unique. */
  runId: string;
  /** Reads the last mail to an address (a code, a link), when the checker can: the mock's mailbox in tests. */
  readMail?: (email: string) => { code?: string; link?: string } | undefined;
  jobId?: string;
  jobToApply?: string;
  ownJobId?: string;
  createdJobId?: string;
  candidateId?: string;
  candidateWithResume?: string;
  application?: { id: string; status: string };
  // The season, the batch and the report (probes-season-*.ts, probes-report.ts).
  studentDriveId?: string;
  driveToApply?: string;
  studentOfferId?: string;
  collegeId?: string;
  companyDriveId?: string;
  /** A running drive of the company's, with its round ids in order. */
  runningDrive?: { id: string; rounds: string[] };
  /** An applicant of that drive, walked to an offer by the writes. */
  applicant?: { applicationId: string; rollNumber: string };
  applicantCandidateId?: string;
  issuedOfferId?: string;
  /** The newest record of the running drive's last round's history. */
  roundRecord?: { roundId: string; id: string };
  proposedDriveId?: string;
  createdDriveId?: string;
  policySettings?: Record<string, unknown>;
  batchRecord?: Record<string, unknown>;
  rollNumber?: string;
  intakeEntries?: unknown[];
  pendingClaimId?: string;
  letterClaimId?: string;
  /** A member the committee's probes invited. */
  memberId?: string;
}

export interface Expected {
  status: number | readonly number[];
  code?: ErrorCode;
}

export interface Probe {
  endpoint: string;
  /** What was sent, in a few words (the table's second column). */
  sent: string;
  /** Runs only while signed in as this kind of account; absent: runs with no session. */
  as?: AccountKind;
  write?: true;
  /** The request, or undefined to skip (nothing to use was found). */
  request: (state: CheckState) => ProbeRequest | undefined;
  expect: Expected | ((state: CheckState) => Expected);
  /** Takes what later probes need from the answer. */
  remember?: (body: Record<string, unknown>, state: CheckState) => void;
}
