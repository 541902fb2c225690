import { paths } from '@/lib/routes';
import type { UserType } from '@/lib/user-types';

export interface MenuItem {
  id: string;
  label: string;
  path: string;
}

export type DashboardTheme = 'blue' | 'green' | 'purple' | 'teal';

/** Per-type dashboard configuration (spec section 3): menu, title, theme and optional features. */
export interface DashboardConfig {
  title: string;
  theme: DashboardTheme;
  menu: MenuItem[];
  topBarAction: 'post-job' | 'continue-learning';
  features: { helpBox: boolean; notifications: boolean; quickActions: boolean; profileSection: boolean };
}

const ALL_FEATURES = { helpBox: true, notifications: true, quickActions: true, profileSection: true };

const studentMenu = (resumeLabel: string): MenuItem[] => [
  { id: 'overview', label: 'Overview', path: paths.studentDashboard },
  { id: 'jobpulse', label: 'Job Pulse', path: paths.studentJobPulse },
  { id: 'courses', label: 'Courses', path: paths.studentCourses },
  { id: 'resume', label: resumeLabel, path: paths.studentResume },
  { id: 'after-graduation', label: 'After graduation', path: paths.studentAfterGraduation },
];

const STUDENT: DashboardConfig = {
  title: 'Student Dashboard',
  theme: 'green',
  menu: studentMenu('Resume'),
  topBarAction: 'continue-learning',
  features: ALL_FEATURES,
};

const CONFIGS: Record<UserType, DashboardConfig> = {
  'student-college': STUDENT,
  'jobseeker-fresher': STUDENT,
  'working-professional': {
    title: 'Professional Dashboard',
    theme: 'purple',
    menu: studentMenu('Professional Resume'),
    topBarAction: 'continue-learning',
    features: ALL_FEATURES,
  },
  company: {
    title: 'Company Dashboard',
    theme: 'blue',
    menu: [
      { id: 'overview', label: 'Overview', path: paths.companyDashboard },
      { id: 'jobs', label: 'My Jobs', path: paths.companyJobs },
      { id: 'postjob', label: 'Post New Job', path: paths.companyPostJob },
      { id: 'students', label: 'Students', path: paths.companyStudents },
    ],
    topBarAction: 'post-job',
    features: { ...ALL_FEATURES, helpBox: false },
  },
  college: {
    title: 'College Dashboard',
    theme: 'teal',
    menu: [
      { id: 'overview', label: 'Overview', path: paths.collegeDashboard },
      { id: 'students', label: 'Students', path: paths.collegeStudents },
      { id: 'jobs', label: 'Jobs', path: paths.collegeJobs },
      { id: 'companies', label: 'Companies', path: paths.collegeCompanies },
      { id: 'report', label: 'Placement report', path: paths.collegeReport },
    ],
    // The college shell reuses the student top bar.
    topBarAction: 'continue-learning',
    features: ALL_FEATURES,
  },
};

export function dashboardConfigFor(type: UserType | null | undefined): DashboardConfig | undefined {
  return type ? CONFIGS[type] : undefined;
}
