import { authHandlers } from './handlers/auth';
import { batchHandlers } from './handlers/batch';
import { candidateSelfHandlers } from './handlers/candidate-self';
import { candidateHandlers } from './handlers/candidates';
import { collegeViewHandlers } from './handlers/college-views';
import { collegeHandlers } from './handlers/colleges';
import { companyApplicantHandlers } from './handlers/company-applicants';
import { companyJobHandlers } from './handlers/company-jobs';
import { malformedPathGuard } from './handlers/http/route';
import { jobHandlers } from './handlers/jobs';
import { registrationHandlers } from './handlers/registration';
import { reportClaimHandlers } from './handlers/report-claims';
import { reportHandlers } from './handlers/report';
import { verificationHandlers } from './handlers/verification';
import { seasonApplicantHandlers } from './handlers/season-applicants';
import { seasonCollegeHandlers } from './handlers/season-college';
import { seasonCompanyHandlers } from './handlers/season-company';
import { seasonDriveHandlers } from './handlers/season-drives';
import { seasonNotificationHandlers } from './handlers/season-notifications';
import { seasonOfferHandlers } from './handlers/season-offers';
import { seasonProfileHandlers } from './handlers/season-profile';
import { seasonResultHandlers } from './handlers/season-results';
import { seasonStudentOfferHandlers } from './handlers/season-student-offers';
import { seasonStudentHandlers } from './handlers/season-student';

/** Every mock API handler: one set for the dev server, the demo build, Vitest and Playwright. */
export const handlers = [
  // First: answers 400 for a path msw itself could not decode while matching routes.
  malformedPathGuard,
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
  ...seasonOfferHandlers,
  ...seasonStudentHandlers,
  ...seasonStudentOfferHandlers,
  ...seasonProfileHandlers,
  ...seasonNotificationHandlers,
  // The placement report (docs/api.md, 'Placement report').
  ...reportHandlers,
  ...reportClaimHandlers,
];
