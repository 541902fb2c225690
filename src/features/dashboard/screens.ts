/**
 * The dashboard's own screens for candidates, companies and colleges, each loaded only when its route is visited,
 * with the names the menus give them (the app's area table lists them; the front door names them).
 */
import type { ScreenEntry } from '@/ui/screen/screen-props';
import { resumeLabelFor } from './model/resume-label';

export const CANDIDATE_SCREENS = {
  overview: { label: 'Overview', load: () => import('./pages/candidate-overview-page') },
  jobPulse: { label: 'Job Pulse', load: () => import('./pages/candidate-job-pulse-page') },
  job: { load: () => import('./pages/candidate-job-page') },
  courses: { label: 'Courses', load: () => import('./pages/candidate-courses-page') },
  resume: { label: resumeLabelFor, load: () => import('./pages/candidate-resume-page') },
} satisfies Record<string, ScreenEntry>;

export const COMPANY_SCREENS = {
  overview: { label: 'Overview', load: () => import('./pages/company-overview-page') },
  jobs: { label: 'My Jobs', load: () => import('./pages/company-jobs-page') },
  postJob: { label: 'Post New Job', load: () => import('./pages/company-post-job-page') },
  editJob: { load: () => import('./pages/company-edit-job-page') },
  applicants: { load: () => import('./pages/company-applicants-page') },
  students: { label: 'Students', load: () => import('./pages/company-students-page') },
  student: { load: () => import('./pages/company-student-page') },
} satisfies Record<string, ScreenEntry>;

export const COLLEGE_SCREENS = {
  overview: { label: 'Overview', load: () => import('./pages/college-overview-page') },
  students: { label: 'Students', load: () => import('./pages/college-students-page') },
  jobs: { label: 'Jobs', load: () => import('./pages/college-jobs-page') },
  companies: { label: 'Companies', load: () => import('./pages/college-companies-page') },
} satisfies Record<string, ScreenEntry>;
