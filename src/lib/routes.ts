import { areaOf, isCandidateType, type Area, type UserType } from './user-types.ts';

/** Every route path of the portal (spec section 2), in one typed table. */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  resources: '/resources',
  careers: '/careers',
  industries: '/industries',
  contactUs: '/contact-us',
  courses: '/courses',
  allCourses: '/all-courses',
  jobPulse: '/Job_pulse',
  subJobPulse: '/sub_job_pulse',
  job: '/job/:id',
  coupon: '/coupon1',
  /** The portal's page about the external learning platform, which links open where no platform is set. */
  learningPlatform: '/learning-platform',
  learningPlatformSignUp: '/learning-platform/signup',
  learningPlatformSignIn: '/learning-platform/login',
  /** The API reference, rendered from docs/openapi.json (docs/api.md). */
  apiReference: '/api-reference',

  login: '/login',
  collegeLogin: '/college/login',
  companyLogin: '/company/login',
  forgotPassword: '/forgot-password',
  collegeForgotPassword: '/college/forgot-password',
  companyForgotPassword: '/company/forgot-password',
  resetPassword: '/reset-password/:token',
  /** An invited member of a committee or team sets their password (issue 35). */
  joinInvitation: '/join/:token',

  register: '/register/:type',
  collegeForm: '/collegeform',
  companyForm: '/companyform',

  homeRedirect: '/home',
  unauthorized: '/unauthorized',

  studentArea: '/student',
  studentDashboard: '/student/dashboard',
  studentOverview: '/student/overview',
  studentJobPulse: '/student/jobpulse',
  studentResume: '/student/resume',
  studentCourses: '/student/courses',
  studentJob: '/student/jobpulse/:id',
  /** The placement season at the student's college (issue 17): drives, applications, offers, inbox, profile. */
  studentDrives: '/student/drives',
  studentApplications: '/student/applications',
  studentOffers: '/student/offers',
  studentNotifications: '/student/notifications',
  studentProfile: '/student/profile',
  studentAfterGraduation: '/student/after-graduation',

  companyArea: '/company',
  companyDashboard: '/company/dashboard',
  companyPostJob: '/company/postjob',
  companyJobs: '/company/jobs',
  companyStudents: '/company/students',
  companyJobEdit: '/company/jobs/:id/edit',
  companyJobApplicants: '/company/jobs/:id/applicants',
  companyStudent: '/company/students/:id',
  /** The company's side of the placement season (issue 17): its drives at colleges, rounds and offers. */
  companyDrives: '/company/drives',
  companyDrivePropose: '/company/drives/propose',
  companyDrive: '/company/drives/:id',
  companyDriveRound: '/company/drives/:id/rounds/:round',

  collegeArea: '/college',
  collegeDashboard: '/college/dashboard',
  collegeOverview: '/college/overview',
  collegeStudents: '/college/students',
  collegeJobs: '/college/jobs',
  collegeCompanies: '/college/companies',
  collegeBatch: '/college/batch',
  /** The placement officer's season (issue 17): at a glance, the policy, drives, rounds, one student's season. */
  collegeSeason: '/college/season',
  collegePolicy: '/college/policy',
  collegeDrives: '/college/drives',
  collegeDriveNew: '/college/drives/new',
  collegeDrive: '/college/drives/:id',
  collegeDriveEdit: '/college/drives/:id/edit',
  collegeDriveRound: '/college/drives/:id/rounds/:round',
  collegeSeasonStudent: '/college/season/students/:id',
  collegeReport: '/college/report',
  /** Every decision of the season, signed (issue 35). */
  collegeAuditLog: '/college/audit-log',
  /** The committee (issue 35): the placement officer's members page; the company admin's team page. */
  collegeMembers: '/college/members',
  companyMembers: '/company/team',
} as const;

/** Skill and role pages: public, one path each (spec section 2). */
export const SKILL_PAGE_PATHS = [
  '/practical-pcb-design',
  '/skill-research-group',
  '/skill-based-training',
  '/EE-Skill-dictionary-v1',
  '/signal-generator-usage',
  '/usage-of-dmm',
  '/usage-of-oscilloscope',
  '/electro-mechanical',
  '/ground-loops',
  '/cable-types-routing',
  '/technical-drawing',
  '/voltage-current',
] as const;

export const ROLE_PAGE_PATHS = [
  '/Product_Designer',
  '/Procurement_Specialist',
  '/DomainExpert',
  '/MechDesigner',
  '/PcbDesigner',
  '/ProductManager',
  '/IntegrationEngineer',
  '/FirmwareDeveloper',
] as const;

/** The public pages whose content is written as data (src/features/site/content), one template each. */
export const CONTENT_PAGE_PATHS = [
  paths.aboutUs,
  paths.resources,
  paths.careers,
  paths.industries,
  paths.contactUs,
  paths.courses,
  paths.allCourses,
  paths.coupon,
  paths.learningPlatform,
  paths.learningPlatformSignUp,
  paths.learningPlatformSignIn,
  ...SKILL_PAGE_PATHS,
  ...ROLE_PAGE_PATHS,
] as const;

export const REGISTER_TYPE_VALUES = {
  student: 'student-college',
  fresher: 'jobseeker-fresher',
  professional: 'working-professional',
} as const;

export function registerHref(type: string): string {
  return `/register/${encodeURIComponent(type)}`;
}

/** Whether a path is a candidate registration page (/register/{type}). */
export function isRegisterPath(pathname: string): boolean {
  return pathname.startsWith(registerHref(''));
}

/** Job Pulse, optionally with a job role (a JOB_ROLES value) preselected. */
export function jobPulseHref(role?: string): string {
  return role ? `${paths.jobPulse}?role=${encodeURIComponent(role)}` : paths.jobPulse;
}

export function jobHref(id: string): string {
  return `/job/${encodeURIComponent(id)}`;
}

/** Dashboard pages of one record: a job inside the candidate's Job Pulse, a company's job, a candidate. */
export function studentJobHref(id: string): string {
  return paths.studentJob.replace(':id', encodeURIComponent(id));
}

export function companyJobEditHref(id: string): string {
  return paths.companyJobEdit.replace(':id', encodeURIComponent(id));
}

export function companyJobApplicantsHref(id: string): string {
  return paths.companyJobApplicants.replace(':id', encodeURIComponent(id));
}

export function companyStudentHref(id: string): string {
  return paths.companyStudent.replace(':id', encodeURIComponent(id));
}

/** A drive's page and a round's results page, on the TPO's or the company's side. */
export function driveHref(side: 'college' | 'company', id: string): string {
  const path = side === 'college' ? paths.collegeDrive : paths.companyDrive;
  return path.replace(':id', encodeURIComponent(id));
}

/** The TPO's edit screen of a drive's terms. */
export function driveEditHref(id: string): string {
  return paths.collegeDriveEdit.replace(':id', encodeURIComponent(id));
}

export function driveRoundHref(side: 'college' | 'company', id: string, round: string): string {
  const path = side === 'college' ? paths.collegeDriveRound : paths.companyDriveRound;
  return path.replace(':id', encodeURIComponent(id)).replace(':round', encodeURIComponent(round));
}

/** One student of the college's batch, as the placement officer sees their season. */
export function collegeSeasonStudentHref(id: string): string {
  return paths.collegeSeasonStudent.replace(':id', encodeURIComponent(id));
}

export function resetPasswordHref(token: string): string {
  return `/reset-password/${encodeURIComponent(token)}`;
}

export function joinInvitationHref(token: string): string {
  return paths.joinInvitation.replace(':token', encodeURIComponent(token));
}

/** Sign-in page for a user type: candidates use /login?type=student, the others their own page. */
export function loginHrefFor(type: UserType | undefined): string {
  if (type === 'company') return paths.companyLogin;
  if (type === 'college') return paths.collegeLogin;
  if (isCandidateType(type)) return `${paths.login}?type=student`;
  return paths.login;
}

export function loginHrefWithType(type: string): string {
  return `${paths.login}?type=${encodeURIComponent(type)}`;
}

export function forgotPasswordHrefFor(type: UserType | undefined): string {
  if (type === 'company') return paths.companyForgotPassword;
  if (type === 'college') return paths.collegeForgotPassword;
  return type ? `${paths.forgotPassword}?type=${encodeURIComponent(type)}` : paths.forgotPassword;
}

const DASHBOARD_BY_AREA: Record<Area, string> = {
  student: paths.studentDashboard,
  company: paths.companyDashboard,
  college: paths.collegeDashboard,
};

/** Home link by type: company and college to their dashboards, candidates to /student/dashboard. */
export function dashboardHrefFor(type: UserType | undefined): string {
  return type ? DASHBOARD_BY_AREA[areaOf(type)] : paths.login;
}
