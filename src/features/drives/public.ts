/**
 * The drives feature's front door (issue 17): the TPO's and the company's drive screens, loaded lazily by the
 * app's routes, and the outbox kind of round results entered offline.
 */
export const DRIVE_SCREENS = {
  collegeSeason: () => import('./pages/college-season-page'),
  collegePolicy: () => import('./pages/college-policy-page'),
  collegeDrives: () => import('./pages/college-drives-page'),
  collegeNewDrive: () => import('./pages/college-new-drive-page'),
  collegeDrive: () => import('./pages/college-drive-page'),
  collegeEditDrive: () => import('./pages/college-edit-drive-page'),
  collegeRound: () => import('./pages/college-round-page'),
  collegeSeasonStudent: () => import('./pages/college-season-student-page'),
  companyDrives: () => import('./pages/company-drives-page'),
  companyPropose: () => import('./pages/company-propose-page'),
  companyDrive: () => import('./pages/company-drive-page'),
  companyRound: () => import('./pages/company-round-page'),
};

/** The outbox kind of a queued entry of this feature (round results), by its form id; undefined if not ours. */
export const drivesQueuedKindFor = (formId: string) =>
  import('./model/round-results-kind').then((module) => module.roundResultsKindFor(formId));
