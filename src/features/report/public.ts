/**
 * The report feature's front door: the college's placement report and the student's "After graduation" screen,
 * each loaded only when its route is visited.
 */
export const loadCollegeReportPage = () => import('./pages/college-report-page');
export const loadAfterGraduationPage = () => import('./pages/after-graduation-page');
