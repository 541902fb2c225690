import { lazy, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '@/lib/routes';
import type { Area } from '@/lib/user-types';

const DashboardScreen = lazy(() => import('@/features/dashboard/pages/dashboard-screen'));

/** Each area's screens; the index and /dashboard both show the overview. */
const AREA_SCREENS: Record<Area, { paths: string[]; screen: string }[]> = {
  student: [
    { paths: [paths.studentArea, paths.studentDashboard, paths.studentOverview], screen: 'student-overview' },
    { paths: [paths.studentJobPulse], screen: 'student-jobpulse' },
    { paths: [paths.studentCourses], screen: 'student-courses' },
    { paths: [paths.studentResume], screen: 'student-resume' },
  ],
  company: [
    { paths: [paths.companyArea, paths.companyDashboard], screen: 'company-overview' },
    { paths: [paths.companyJobs], screen: 'company-jobs' },
    { paths: [paths.companyPostJob], screen: 'company-postjob' },
    { paths: [paths.companyStudents], screen: 'company-students' },
  ],
  college: [
    { paths: [paths.collegeArea, paths.collegeDashboard, paths.collegeOverview], screen: 'college-overview' },
    { paths: [paths.collegeStudents], screen: 'college-students' },
    { paths: [paths.collegeJobs], screen: 'college-jobs' },
    { paths: [paths.collegeCompanies], screen: 'college-companies' },
  ],
};

export function AreaRoutes({ area, notFound }: { area: Area; notFound: ReactNode }) {
  return (
    <Switch>
      {AREA_SCREENS[area].flatMap(({ paths: screenPaths, screen }) =>
        screenPaths.map((path) => (
          <Route key={path} path={path}>
            <DashboardScreen screen={screen} />
          </Route>
        )),
      )}
      <Route>{notFound}</Route>
    </Switch>
  );
}
