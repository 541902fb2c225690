/**
 * The college's placement report and the student's "After graduation" screen, each loaded only when its route is
 * visited, with their names in the menus.
 */
import type { ScreenEntry } from '@/ui/screen/screen-props';

export const REPORT_SCREENS = {
  collegeReport: { label: 'Placement report', load: () => import('./pages/college-report-page') },
  afterGraduation: { label: 'After graduation', load: () => import('./pages/after-graduation-page') },
} satisfies Record<string, ScreenEntry>;
