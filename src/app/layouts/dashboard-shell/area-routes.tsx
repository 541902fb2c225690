import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import type { ScreenProps } from '@/features/dashboard/model/screen';
import { loadAfterGraduationPage, loadCollegeReportPage } from '@/features/report/public';
import { paths } from '@/lib/routes';
import type { Area } from '@/lib/user-types';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;
const page = (load: () => Promise<{ default: ComponentType<ScreenProps> }>): Screen => lazy(load);

const CandidateOverview = page(() => import('@/features/dashboard/pages/candidate-overview-page'));
const CandidateJobPulse = page(() => import('@/features/dashboard/pages/candidate-job-pulse-page'));
const CandidateJob = page(() => import('@/features/dashboard/pages/candidate-job-page'));
const CandidateCourses = page(() => import('@/features/dashboard/pages/candidate-courses-page'));
const CandidateResume = page(() => import('@/features/dashboard/pages/candidate-resume-page'));
const CompanyOverview = page(() => import('@/features/dashboard/pages/company-overview-page'));
const CompanyJobs = page(() => import('@/features/dashboard/pages/company-jobs-page'));
const CompanyPostJob = page(() => import('@/features/dashboard/pages/company-post-job-page'));
const CompanyEditJob = page(() => import('@/features/dashboard/pages/company-edit-job-page'));
const CompanyApplicants = page(() => import('@/features/dashboard/pages/company-applicants-page'));
const CompanyStudents = page(() => import('@/features/dashboard/pages/company-students-page'));
const CompanyStudent = page(() => import('@/features/dashboard/pages/company-student-page'));
const CollegeOverview = page(() => import('@/features/dashboard/pages/college-overview-page'));
const CollegeStudents = page(() => import('@/features/dashboard/pages/college-students-page'));
const CollegeJobs = page(() => import('@/features/dashboard/pages/college-jobs-page'));
const CollegeCompanies = page(() => import('@/features/dashboard/pages/college-companies-page'));
const CollegeReport = page(loadCollegeReportPage);
const AfterGraduation = page(loadAfterGraduationPage);

/** Each area's screens; the index and /dashboard (and /overview) show the overview. */
const AREA_SCREENS: Record<Area, { paths: string[]; Screen: Screen }[]> = {
  student: [
    { paths: [paths.studentArea, paths.studentDashboard, paths.studentOverview], Screen: CandidateOverview },
    { paths: [paths.studentJobPulse], Screen: CandidateJobPulse },
    { paths: [paths.studentJob], Screen: CandidateJob },
    { paths: [paths.studentCourses], Screen: CandidateCourses },
    { paths: [paths.studentResume], Screen: CandidateResume },
    { paths: [paths.studentAfterGraduation], Screen: AfterGraduation },
  ],
  company: [
    { paths: [paths.companyArea, paths.companyDashboard], Screen: CompanyOverview },
    { paths: [paths.companyJobs], Screen: CompanyJobs },
    { paths: [paths.companyJobEdit], Screen: CompanyEditJob },
    { paths: [paths.companyJobApplicants], Screen: CompanyApplicants },
    { paths: [paths.companyPostJob], Screen: CompanyPostJob },
    { paths: [paths.companyStudents], Screen: CompanyStudents },
    { paths: [paths.companyStudent], Screen: CompanyStudent },
  ],
  college: [
    { paths: [paths.collegeArea, paths.collegeDashboard, paths.collegeOverview], Screen: CollegeOverview },
    { paths: [paths.collegeStudents], Screen: CollegeStudents },
    { paths: [paths.collegeJobs], Screen: CollegeJobs },
    { paths: [paths.collegeCompanies], Screen: CollegeCompanies },
    { paths: [paths.collegeReport], Screen: CollegeReport },
  ],
};

export function AreaRoutes({ area, notFound }: { area: Area; notFound: ReactNode }) {
  return (
    <Switch>
      {AREA_SCREENS[area].flatMap(({ paths: screenPaths, Screen }) =>
        screenPaths.map((path) => (
          <Route key={path} path={path}>
            {(params) => <Screen params={params} />}
          </Route>
        )),
      )}
      <Route>{notFound}</Route>
    </Switch>
  );
}
