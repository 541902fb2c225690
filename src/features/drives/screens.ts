/**
 * The TPO's and the company's drive screens (issue 17), each loaded only when its route is visited, with the names
 * the menus give them.
 */
import type { ScreenEntry } from '@/ui/screen/screen-props';

export const DRIVE_SCREENS = {
  collegeSeason: { label: 'Placement season', load: () => import('./pages/college-season-page') },
  collegePolicy: { label: 'Season policy', load: () => import('./pages/college-policy-page') },
  collegeDrives: { label: 'Drives', load: () => import('./pages/college-drives-page') },
  collegeNewDrive: { load: () => import('./pages/college-new-drive-page') },
  collegeDrive: { load: () => import('./pages/college-drive-page') },
  collegeEditDrive: { load: () => import('./pages/college-edit-drive-page') },
  collegeRound: { load: () => import('./pages/college-round-page') },
  collegeSeasonStudent: { load: () => import('./pages/college-season-student-page') },
  companyDrives: { label: 'Campus drives', load: () => import('./pages/company-drives-page') },
  companyPropose: { load: () => import('./pages/company-propose-page') },
  companyDrive: { load: () => import('./pages/company-drive-page') },
  companyRound: { load: () => import('./pages/company-round-page') },
} satisfies Record<string, ScreenEntry>;
