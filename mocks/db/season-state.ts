/**
 * The placement season's tables in the mock database (docs/api.md, 'Placement season'). Students are known by
 * their batch record (college account id + roll number); `candidateId` links the account whose e-mail matches the
 * record, absent for seeded students who never registered.
 */
import type { Round } from '@/lib/api/drive-contract';
import type { SeasonNotification } from '@/lib/api/notification-contract';
import type { RoundRecordDetail } from '@/lib/api/round-contract';
import type { EligibilityDecision } from '@/lib/season/decision';
import type { EnrolmentChange } from '@/lib/season/enrolment';
import type { DriveEdit } from '@/lib/season/drive-version';
import type { DriveRules } from '@/lib/season/eligibility';
import type { ApplicationState, DriveState, EnrolmentState, OfferState } from '@/lib/season/machines';
import type { Ctc } from '@/lib/season/money';
import type { SeasonPolicy } from '@/lib/season/policy';
import type { JobRole } from '@/lib/options/company';
import type { Tier } from '@/lib/season/tiers';
import type { AuditEntry } from '@/lib/season/audit';

export interface MockDrive {
  id: string;
  collegeId: string;
  /** The company's account id; absent when the TPO created the drive for a company without an account. */
  companyId?: string;
  companyName: string;
  jobId?: string;
  title: string;
  role?: JobRole;
  description?: string;
  location: string;
  vacancies?: number;
  ctc: Ctc;
  rules: DriveRules;
  deadline: string;
  rounds: Round[];
  state: DriveState;
  proposedBy: 'tpo' | 'company';
  /** Fixed when the drive opens; before that the tier follows the current policy. */
  tier?: Tier;
  /** Raised by every save and state change (src/lib/season/drive-version.ts); absent: 1, as seeded. */
  version?: number;
  /** The latest raises of the version and what each changed. */
  edits?: DriveEdit[];
  tierPolicyVersion?: number;
  createdAt: string;
  updatedAt: string;
}

export interface MockDriveApplication {
  id: string;
  driveId: string;
  collegeId: string;
  rollNumber: string;
  candidateId?: string;
  state: ApplicationState;
  /** Rounds cleared. */
  roundReached: number;
  /** The decision when the student applied, kept as it was. */
  decision: EligibilityDecision;
  appliedAt: string;
  updatedAt: string;
}

export interface MockOffer {
  id: string;
  driveId: string;
  applicationId: string;
  collegeId: string;
  rollNumber: string;
  candidateId?: string;
  ctc: Ctc;
  tier: Tier;
  policyVersion: number;
  location: string;
  joiningDate: string;
  respondBy: string;
  state: OfferState;
  issuedAt: string;
  answeredAt?: string;
  /** Who rescinded it, when and why (a rescinded offer only; offers rescinded before reasons were asked have none). */
  rescinded?: { by: 'tpo' | 'company'; at: string; reason?: string };
}

/** A kept change of a student's place; an unblock also keeps the absences it forgave (application ids). */
export interface MockEnrolmentChange extends EnrolmentChange {
  forgivenAbsences?: string[];
}

/** One publication or correction of a round's results (GET /drives/:id/rounds/:roundId/history). */
export interface MockRoundRecord extends Omit<RoundRecordDetail, 'by' | 'counts' | 'notPlaced'> {
  driveId: string;
  roundId: string;
  by: RoundRecordDetail['by'] & { accountId: string };
}

/** `timeZone` is not stored: the answer gives the zone of the notification's college (season-notifications.ts). */
export interface MockNotification extends Omit<SeasonNotification, 'read' | 'timeZone'> {
  accountId: string;
  read: boolean;
}

/** The season's part of MockState. */
export interface MockSeasonTables {
  /** Policy versions by college account id, oldest first (the last is current). */
  seasonPolicies: Record<string, SeasonPolicy[]>;
  drives: MockDrive[];
  driveApplications: MockDriveApplication[];
  offers: MockOffer[];
  /** By college account id, then roll number; a student not listed is 'available'. */
  enrolments: Record<string, Record<string, EnrolmentState>>;
  /** Every change of a student's place, oldest first, by college account id, then roll number (issue 25). */
  enrolmentChanges: Record<string, Record<string, MockEnrolmentChange[]>>;
  notifications: MockNotification[];
  /** Candidates who chose to be discoverable by companies (account ids; off by default). */
  discoverable: string[];
  /** Every publication and correction of round results, by id (an entry table: ./state.ts, ENTRY_ROW_TABLES). */
  roundRecords: Record<string, MockRoundRecord>;
  /**
   * Every decision about a student's season, signed (mocks/season/audit-log.ts), by id: appended, never changed,
   * purged after a year. An entry table (./state.ts, ENTRY_ROW_TABLES).
   */
  auditLog: Record<string, MockAuditEntry>;
  /** Whether a college's students read the member's name beside the role in their history (default: the role only); absent in
   * databases made before it. */
  auditSettings?: Record<string, { studentsSeeMemberNames: boolean }>;
}

/** A kept decision, with the college whose season it is and its place in the log. */
export interface MockAuditEntry extends AuditEntry {
  collegeId: string;
  /** The order entries were made in (one step's consequences share its millisecond): one more than the last. */
  seq: number;
}

export function emptySeasonTables(): MockSeasonTables {
  return {
    seasonPolicies: {},
    drives: [],
    driveApplications: [],
    offers: [],
    enrolments: {},
    enrolmentChanges: {},
    notifications: [],
    discoverable: [],
    roundRecords: {},
    auditLog: {},
  };
}
