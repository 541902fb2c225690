/**
 * The placement report's tables in the mock database (docs/api.md, 'Placement report'). Earlier batches are kept
 * apart from the season's batch (studentRecords), so the season's rules only ever see the students graduating now.
 */
import type { ReportStudent } from '@/lib/report/report-input';
import type { IntakeEntry } from '@/lib/report/nirf';
import type { ClaimKind, ClaimState } from '@/lib/report/claim-machine';
import type { MockStoredFile } from './stored-file';

/** An outcome a student reported or the TPO recorded, with its offer letter when it is an offer. */
export interface MockOutcomeClaim {
  id: string;
  collegeId: string;
  rollNumber: string;
  graduationYear: number;
  kind: ClaimKind;
  state: ClaimState;
  reportedBy: 'student' | 'tpo';
  institution?: string;
  course?: string;
  company?: string;
  fixed?: number;
  variable?: number;
  joiningBonus?: number;
  offeredOn?: string;
  letter?: MockStoredFile;
  createdAt: string;
  reviewedAt?: string;
}

/** A student of a batch that graduated before the season ran in the portal: their outcome as the TPO archived it. */
export type ArchivedStudent = ReportStudent & { email?: string };

export interface MockReportTables {
  /** The TPO's admissions figures, by college account id. */
  reportIntake: Record<string, IntakeEntry[]>;
  outcomeClaims: MockOutcomeClaim[];
  /** Earlier graduating batches, by college account id. */
  pastBatches: Record<string, ArchivedStudent[]>;
}
