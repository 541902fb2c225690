import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import type { ScreenProps } from '@/ui/screen/screen-props';
import { seasonScreens } from '@/features/student-season/public';
import { DRIVE_SCREENS } from '@/features/drives/public';
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
const SeasonDrives = page(seasonScreens.drives);
const SeasonApplications = page(seasonScreens.applications);
const SeasonOffers = page(seasonScreens.offers);
const SeasonNotifications = page(seasonScreens.notifications);
const SeasonProfile = page(seasonScreens.profile);
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
const CollegeBatch = page(() => import('@/features/batch/pages/batch-page'));
const Drives = Object.fromEntries(
  Object.entries(DRIVE_SCREENS).map(([name, load]) => [name, page(load)]),
) as Record<keyof typeof DRIVE_SCREENS, Screen>;
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
    { paths: [paths.studentDrives], Screen: SeasonDrives },
    { paths: [paths.studentApplications], Screen: SeasonApplications },
    { paths: [paths.studentOffers], Screen: SeasonOffers },
    { paths: [paths.studentNotifications], Screen: SeasonNotifications },
    { paths: [paths.studentProfile], Screen: SeasonProfile },
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
    { paths: [paths.companyDrives], Screen: Drives.companyDrives },
    // Before the drive's own path, which would take 'propose' for an id.
    { paths: [paths.companyDrivePropose], Screen: Drives.companyPropose },
    { paths: [paths.companyDrive], Screen: Drives.companyDrive },
    { paths: [paths.companyDriveRound], Screen: Drives.companyRound },
  ],
  college: [
    { paths: [paths.collegeArea, paths.collegeDashboard, paths.collegeOverview], Screen: CollegeOverview },
    { paths: [paths.collegeStudents], Screen: CollegeStudents },
    { paths: [paths.collegeJobs], Screen: CollegeJobs },
    { paths: [paths.collegeCompanies], Screen: CollegeCompanies },
    { paths: [paths.collegeBatch], Screen: CollegeBatch },
    { paths: [paths.collegeSeason], Screen: Drives.collegeSeason },
    { paths: [paths.collegeSeasonStudent], Screen: Drives.collegeSeasonStudent },
    { paths: [paths.collegePolicy], Screen: Drives.collegePolicy },
    { paths: [paths.collegeDrives], Screen: Drives.collegeDrives },
    // Before the drive's own path, which would take 'new' for an id.
    { paths: [paths.collegeDriveNew], Screen: Drives.collegeNewDrive },
    { paths: [paths.collegeDrive], Screen: Drives.collegeDrive },
    { paths: [paths.collegeDriveEdit], Screen: Drives.collegeEditDrive },
    { paths: [paths.collegeDriveRound], Screen: Drives.collegeRound },
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
