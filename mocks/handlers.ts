import { authHandlers } from './handlers/auth';
import { batchHandlers } from './handlers/batch';
import { candidateSelfHandlers } from './handlers/candidate-self';
import { candidateHandlers } from './handlers/candidates';
import { collegeViewHandlers } from './handlers/college-views';
import { collegeHandlers } from './handlers/colleges';
import { companyApplicantHandlers } from './handlers/company-applicants';
import { companyJobHandlers } from './handlers/company-jobs';
import { dispatchRoutes } from './handlers/http/dispatch';
import type { MockRoute } from './handlers/http/route';
import { jobHandlers } from './handlers/jobs';
import { memberInvitationHandlers } from './handlers/member-invitations';
import { memberHandlers } from './handlers/members';
import { registrationHandlers } from './handlers/registration';
import { reportClaimHandlers } from './handlers/report-claims';
import { reportHandlers } from './handlers/report';
import { verificationHandlers } from './handlers/verification';
import { seasonApplicantHandlers } from './handlers/season-applicants';
import { seasonAuditHandlers } from './handlers/season-audit';
import { seasonCollegeHandlers } from './handlers/season-college';
import { seasonCompanyHandlers } from './handlers/season-company';
import { seasonDriveHandlers } from './handlers/season-drives';
import { seasonNotificationHandlers } from './handlers/season-notifications';
import { seasonOfferHandlers } from './handlers/season-offers';
import { seasonProfileHandlers } from './handlers/season-profile';
import { seasonResultHandlers } from './handlers/season-results';
import { seasonCorrectionHandlers } from './handlers/season-corrections';
import { seasonStudentOfferHandlers } from './handlers/season-student-offers';
import { seasonStudentHandlers } from './handlers/season-student';

/**
 * Every route of the mock API, in the order they are tried: where two could match a path, the one listed first
 * answers (a literal segment such as '/jobs/summary' before '/jobs/:id').
 */
export const mockRoutes: readonly MockRoute[] = [
  ...authHandlers,
  ...verificationHandlers,
  ...collegeHandlers,
  ...registrationHandlers,
  // Dashboards (docs/api.md, 'Proposed extension').
  ...jobHandlers,
  ...candidateSelfHandlers,
  ...companyJobHandlers,
  ...companyApplicantHandlers,
  ...candidateHandlers,
  ...collegeViewHandlers,
  // The placement season (docs/api.md, 'Batch (proposed extension)').
  ...batchHandlers,
  // The placement season (docs/api.md, 'Placement season (proposed extension)').
  ...seasonCollegeHandlers,
  ...seasonDriveHandlers,
  ...seasonCompanyHandlers,
  ...seasonApplicantHandlers,
  ...seasonResultHandlers,
  ...seasonCorrectionHandlers,
  ...seasonOfferHandlers,
  ...seasonStudentHandlers,
  ...seasonStudentOfferHandlers,
  ...seasonProfileHandlers,
  ...seasonNotificationHandlers,
  ...seasonAuditHandlers,
  // The placement report (docs/api.md, 'Placement report').
  ...reportHandlers,
  ...reportClaimHandlers,
  // The committee (docs/api.md, 'Members and roles').
  ...memberHandlers,
  ...memberInvitationHandlers,
];

/**
 * The mock API's msw handlers: one set for the dev server, the demo build, Vitest and Playwright. A single handler
 * dispatches to the routes (handlers/http/dispatch.ts); tests put their own handlers before it with `server.use`.
 */
export const handlers = [dispatchRoutes(mockRoutes)];
