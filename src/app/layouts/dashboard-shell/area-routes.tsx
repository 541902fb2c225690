import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import type { ScreenProps } from '@/features/dashboard/model/screen';
import { seasonScreens } from '@/features/student-season/public';
import { DRIVE_SCREENS } from '@/features/drives/public';
import { loadAfterGraduationPage, loadCollegeReportPage } from '@/features/report/public';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { paths } from '@/lib/routes';
import type { Area } from '@/lib/user-types';

type Screen = ComponentType<ScreenProps>;
/** How each screen's code is loaded, so it can be asked for before the screen renders. */
const screenCode = new Map<Screen, { preload: () => Promise<void>; isLoaded: () => boolean }>();
const page = (load: () => Promise<{ default: Screen }>): Screen => {
  const { Component, ...code } = preloadableLazy(load);
  screenCode.set(Component, code);
  return Component;
};

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

/**
 * Loads the code of the area's screen at the current address, and tells when it is there (or failed to load: the
 * screen then reports it). The frame calls it while the session is checked, so the code and the check's answer
 * come in parallel, and it shows the screen only once its code is in: a screen mounted before would suspend and
 * React would keep its fallback on screen for at least 300 ms more.
 */
export function useScreenCode(area: Area): boolean {
  const [location] = useLocation();
  const { parser } = useRouter();
  const entry = AREA_SCREENS[area].find(({ paths: screenPaths }) =>
    screenPaths.some((path) => matchRoute(parser, path, location)[0]),
  );
  const code = entry && screenCode.get(entry.Screen);
  const [settledAt, setSettledAt] = useState<string>();
  const ready = !code || code.isLoaded() || settledAt === location;
  useEffect(() => {
    if (ready || !code) return undefined;
    let current = true;
    void code
      .preload()
      .catch(() => undefined)
      .then(() => current && setSettledAt(location));
    return () => {
      current = false;
    };
  }, [ready, code, location]);
  return ready;
}

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
