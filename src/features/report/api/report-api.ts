import { callEndpoint } from '@/lib/api/client';
import { apiDownload, saveFile } from '@/lib/api/download';
import type {
  ClaimListQuery,
  IntakeEntryInput,
  ReportStudentsExportQuery,
  ReportStudentsQuery,
  StudentClaimInput,
  TpoClaimInput,
} from '@/lib/api/report-contract';
import { REPORT_API } from '@/lib/api/report-endpoints';
import type { ClaimReviewState } from '@/lib/report/claim-machine';

export const getReport = (batch?: number) =>
  callEndpoint(REPORT_API.report, { query: { batch: batch === undefined ? undefined : String(batch) } });

export const getReportStudents = (query: ReportStudentsQuery) =>
  callEndpoint(REPORT_API.reportStudents, { query: { ...query } });

/** Every student behind the figure as CSV, written by the server with the cells the screen shows. */
export async function exportReportStudents(filter: ReportStudentsExportQuery): Promise<void> {
  const fallback = `students-${filter.batch}-${filter.outcome ?? 'all'}.csv`;
  saveFile(await apiDownload(REPORT_API.reportStudentsExport, {}, fallback, { ...filter }));
}

export const saveIntake = (entries: IntakeEntryInput[]) =>
  callEndpoint(REPORT_API.updateIntake, { body: { entries } });

export const getClaims = (query: ClaimListQuery) => callEndpoint(REPORT_API.claims, { query: { ...query } });

export const recordClaim = (input: TpoClaimInput) => callEndpoint(REPORT_API.recordClaim, { body: input });

export const reviewClaim = (id: string, state: ClaimReviewState) =>
  callEndpoint(REPORT_API.reviewClaim, { params: { id }, body: { state } });

export const getOwnClaims = () => callEndpoint(REPORT_API.ownClaims);

export const submitClaim = (input: StudentClaimInput) =>
  callEndpoint(REPORT_API.submitClaim, { body: input });
