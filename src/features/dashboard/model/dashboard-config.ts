import { paths } from '@/lib/routes';
import type { UserType } from '@/lib/user-types';

export interface MenuItem {
  id: string;
  label: string;
  path: string;
  /** A count the sidebar shows beside the label (the unread notifications of the season). */
  badge?: 'unread-notifications';
}

type DashboardTheme = 'blue' | 'green' | 'purple' | 'teal';

/** Per-type dashboard configuration (spec section 3): menu, title, theme and optional features. */
export interface DashboardConfig {
  title: string;
  theme: DashboardTheme;
  menu: MenuItem[];
  topBarAction: 'post-job' | 'continue-learning';
  /** `notifications`: the top bar's inbox bell (only a student at a college has a placement season's inbox). */
  features: { helpBox: boolean; notifications: boolean; quickActions: boolean; profileSection: boolean };
}

const ALL_FEATURES = { helpBox: true, notifications: true, quickActions: true, profileSection: true };
const NO_INBOX = { ...ALL_FEATURES, notifications: false };

const studentMenu = (resumeLabel: string): MenuItem[] => [
  { id: 'overview', label: 'Overview', path: paths.studentDashboard },
  { id: 'jobpulse', label: 'Job Pulse', path: paths.studentJobPulse },
  { id: 'courses', label: 'Courses', path: paths.studentCourses },
  { id: 'resume', label: resumeLabel, path: paths.studentResume },
];

/** The placement season at the student's college (issue 17): only students at a college take part. */
const seasonMenu: MenuItem[] = [
  { id: 'drives', label: 'Placement drives', path: paths.studentDrives },
  { id: 'applications', label: 'My applications', path: paths.studentApplications },
  { id: 'offers', label: 'Offers', path: paths.studentOffers },
  {
    id: 'notifications',
    label: 'Notifications',
    path: paths.studentNotifications,
    badge: 'unread-notifications',
  },
  { id: 'profile', label: 'My profile', path: paths.studentProfile },
  { id: 'after-graduation', label: 'After graduation', path: paths.studentAfterGraduation },
];

const STUDENT: DashboardConfig = {
  title: 'Student Dashboard',
  theme: 'green',
  menu: studentMenu('Resume'),
  topBarAction: 'continue-learning',
  features: NO_INBOX,
};

const CONFIGS: Record<UserType, DashboardConfig> = {
  'student-college': {
    ...STUDENT,
    menu: [...studentMenu('Resume').slice(0, 1), ...seasonMenu, ...studentMenu('Resume').slice(1)],
    features: ALL_FEATURES,
  },
  'jobseeker-fresher': STUDENT,
  'working-professional': {
    title: 'Professional Dashboard',
    theme: 'purple',
    menu: studentMenu('Professional Resume'),
    topBarAction: 'continue-learning',
    features: NO_INBOX,
  },
  company: {
    title: 'Company Dashboard',
    theme: 'blue',
    menu: [
      { id: 'overview', label: 'Overview', path: paths.companyDashboard },
      { id: 'jobs', label: 'My Jobs', path: paths.companyJobs },
      { id: 'drives', label: 'Campus drives', path: paths.companyDrives },
      { id: 'postjob', label: 'Post New Job', path: paths.companyPostJob },
      { id: 'students', label: 'Students', path: paths.companyStudents },
    ],
    topBarAction: 'post-job',
    features: { ...NO_INBOX, helpBox: false },
  },
  college: {
    title: 'College Dashboard',
    theme: 'teal',
    menu: [
      { id: 'overview', label: 'Overview', path: paths.collegeDashboard },
      { id: 'batch', label: 'Batch', path: paths.collegeBatch },
      { id: 'season', label: 'Placement season', path: paths.collegeSeason },
      { id: 'drives', label: 'Drives', path: paths.collegeDrives },
      { id: 'policy', label: 'Season policy', path: paths.collegePolicy },
      { id: 'students', label: 'Students', path: paths.collegeStudents },
      { id: 'jobs', label: 'Jobs', path: paths.collegeJobs },
      { id: 'companies', label: 'Companies', path: paths.collegeCompanies },
      { id: 'report', label: 'Placement report', path: paths.collegeReport },
    ],
    // The college shell reuses the student top bar.
    topBarAction: 'continue-learning',
    features: NO_INBOX,
  },
};

export function dashboardConfigFor(type: UserType | null | undefined): DashboardConfig | undefined {
  return type ? CONFIGS[type] : undefined;
}
