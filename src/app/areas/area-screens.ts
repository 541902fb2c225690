import { AUDIT_SCREENS } from '@/features/audit/public';
import { BATCH_SCREENS } from '@/features/batch/public';
import { CANDIDATE_SCREENS, COLLEGE_SCREENS, COMPANY_SCREENS } from '@/features/dashboard/public';
import { DRIVE_SCREENS } from '@/features/drives/public';
import { MEMBER_SCREENS } from '@/features/members/public';
import { REPORT_SCREENS } from '@/features/report/public';
import { SEASON_SCREENS } from '@/features/student-season/public';
import { paths } from '@/lib/routes';
import type { Area } from '@/lib/user-types';
import type { Permission } from '@/lib/committee/roles';
import type { IconName } from '@/ui/icon';
import type { MenuScreen, ScreenEntry } from '@/ui/screen/screen-props';

/** Where a screen stands in its area's menus: the item's id (which menus list it) and icon. */
export interface MenuPlace {
  id: string;
  icon: IconName;
  /** A count beside the label (the unread notifications of the season). */
  badge?: 'unread-notifications';
}

/**
 * One screen of an area: the paths that show it (a menu links to the first) and the screen a feature offers.
 * A screen a menu lists must have a name (its feature's label).
 */
export type AreaScreen = (
  | { paths: readonly string[]; screen: ScreenEntry; menu?: undefined }
  | { paths: readonly string[]; screen: MenuScreen; menu: MenuPlace }
) & {
  /**
   * The committee permission a member needs to see it (src/lib/committee/roles.ts): a member without it gets no
   * menu item and, at its address, what their role does include instead.
   */
  needs?: Permission;
};

/**
 * The one table of the signed-in areas: each area's screens in route order (the first path that matches wins,
 * so a fixed path such as …/new comes before the …/:id it would fit), with their places in the menus.
 */
export const AREA_SCREENS: Record<Area, readonly AreaScreen[]> = {
  student: [
    {
      paths: [paths.studentDashboard, paths.studentArea, paths.studentOverview],
      screen: CANDIDATE_SCREENS.overview,
      menu: { id: 'overview', icon: 'home' },
    },
    {
      paths: [paths.studentJobPulse],
      screen: CANDIDATE_SCREENS.jobPulse,
      menu: { id: 'jobpulse', icon: 'pulse' },
    },
    { paths: [paths.studentJob], screen: CANDIDATE_SCREENS.job },
    {
      paths: [paths.studentCourses],
      screen: CANDIDATE_SCREENS.courses,
      menu: { id: 'courses', icon: 'book' },
    },
    { paths: [paths.studentResume], screen: CANDIDATE_SCREENS.resume, menu: { id: 'resume', icon: 'file' } },
    {
      paths: [paths.studentDrives],
      screen: SEASON_SCREENS.drives,
      menu: { id: 'drives', icon: 'briefcase' },
    },
    {
      paths: [paths.studentApplications],
      screen: SEASON_SCREENS.applications,
      menu: { id: 'applications', icon: 'list' },
    },
    { paths: [paths.studentOffers], screen: SEASON_SCREENS.offers, menu: { id: 'offers', icon: 'award' } },
    {
      paths: [paths.studentNotifications],
      screen: SEASON_SCREENS.notifications,
      menu: { id: 'notifications', icon: 'bell', badge: 'unread-notifications' },
    },
    { paths: [paths.studentProfile], screen: SEASON_SCREENS.profile, menu: { id: 'profile', icon: 'user' } },
    {
      paths: [paths.studentAfterGraduation],
      screen: REPORT_SCREENS.afterGraduation,
      menu: { id: 'after-graduation', icon: 'book' },
    },
  ],
  company: [
    {
      paths: [paths.companyDashboard, paths.companyArea],
      screen: COMPANY_SCREENS.overview,
      needs: 'jobs.read',
      menu: { id: 'overview', icon: 'home' },
    },
    {
      paths: [paths.companyJobs],
      screen: COMPANY_SCREENS.jobs,
      needs: 'jobs.read',
      menu: { id: 'jobs', icon: 'briefcase' },
    },
    { paths: [paths.companyJobEdit], screen: COMPANY_SCREENS.editJob, needs: 'jobs.manage' },
    { paths: [paths.companyJobApplicants], screen: COMPANY_SCREENS.applicants, needs: 'jobs.read' },
    {
      paths: [paths.companyPostJob],
      screen: COMPANY_SCREENS.postJob,
      needs: 'jobs.manage',
      menu: { id: 'postjob', icon: 'plus' },
    },
    {
      paths: [paths.companyStudents],
      screen: COMPANY_SCREENS.students,
      needs: 'jobs.read',
      menu: { id: 'students', icon: 'users' },
    },
    { paths: [paths.companyStudent], screen: COMPANY_SCREENS.student, needs: 'jobs.read' },
    {
      paths: [paths.companyDrives],
      screen: DRIVE_SCREENS.companyDrives,
      needs: 'season.read',
      menu: { id: 'drives', icon: 'briefcase' },
    },
    // Before the drive's own path, which would take 'propose' for an id.
    { paths: [paths.companyDrivePropose], screen: DRIVE_SCREENS.companyPropose, needs: 'drives.manage' },
    { paths: [paths.companyDrive], screen: DRIVE_SCREENS.companyDrive, needs: 'season.read' },
    { paths: [paths.companyDriveRound], screen: DRIVE_SCREENS.companyRound, needs: 'rounds.read' },
    {
      paths: [paths.companyMembers],
      screen: MEMBER_SCREENS.companyTeam,
      needs: 'members.manage',
      menu: { id: 'team', icon: 'users' },
    },
  ],
  college: [
    {
      paths: [paths.collegeDashboard, paths.collegeArea, paths.collegeOverview],
      screen: COLLEGE_SCREENS.overview,
      needs: 'figures.read',
      menu: { id: 'overview', icon: 'home' },
    },
    {
      paths: [paths.collegeStudents],
      screen: COLLEGE_SCREENS.students,
      needs: 'season.read',
      menu: { id: 'students', icon: 'users' },
    },
    {
      paths: [paths.collegeJobs],
      screen: COLLEGE_SCREENS.jobs,
      needs: 'season.read',
      menu: { id: 'jobs', icon: 'briefcase' },
    },
    {
      paths: [paths.collegeCompanies],
      screen: COLLEGE_SCREENS.companies,
      needs: 'season.read',
      menu: { id: 'companies', icon: 'building' },
    },
    // The batch's menu icon has always been the overview's house.
    {
      paths: [paths.collegeBatch],
      screen: BATCH_SCREENS.batch,
      needs: 'season.read',
      menu: { id: 'batch', icon: 'home' },
    },
    {
      paths: [paths.collegeSeason],
      screen: DRIVE_SCREENS.collegeSeason,
      needs: 'figures.read',
      menu: { id: 'season', icon: 'graduationCap' },
    },
    { paths: [paths.collegeSeasonStudent], screen: DRIVE_SCREENS.collegeSeasonStudent, needs: 'season.read' },
    {
      paths: [paths.collegePolicy],
      screen: DRIVE_SCREENS.collegePolicy,
      needs: 'season.read',
      menu: { id: 'policy', icon: 'file' },
    },
    {
      paths: [paths.collegeDrives],
      screen: DRIVE_SCREENS.collegeDrives,
      needs: 'season.read',
      menu: { id: 'drives', icon: 'briefcase' },
    },
    // Before the drive's own path, which would take 'new' for an id.
    { paths: [paths.collegeDriveNew], screen: DRIVE_SCREENS.collegeNewDrive, needs: 'drives.manage' },
    { paths: [paths.collegeDrive], screen: DRIVE_SCREENS.collegeDrive, needs: 'season.read' },
    { paths: [paths.collegeDriveEdit], screen: DRIVE_SCREENS.collegeEditDrive, needs: 'drives.manage' },
    { paths: [paths.collegeDriveRound], screen: DRIVE_SCREENS.collegeRound, needs: 'rounds.read' },
    {
      paths: [paths.collegeReport],
      screen: REPORT_SCREENS.collegeReport,
      needs: 'report.read',
      menu: { id: 'report', icon: 'file' },
    },
    {
      paths: [paths.collegeAuditLog],
      screen: AUDIT_SCREENS.collegeAudit,
      needs: 'audit.read',
      menu: { id: 'audit', icon: 'list' },
    },
    {
      paths: [paths.collegeMembers],
      screen: MEMBER_SCREENS.collegeMembers,
      needs: 'members.manage',
      menu: { id: 'members', icon: 'users' },
    },
  ],
};
