import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import type { JobRole } from '@/lib/options/company';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { CONTENT_PAGE_PATHS, paths } from '@/lib/routes';
import type { Area } from '@/lib/user-types';
import { PageSpinner } from '@/ui/spinner';
import {
  DemoAccountsSlot,
  type DemoAccountsProps,
  type DemoSignIn,
} from '@/features/auth/components/demo-accounts-slot';
import { MatchingJobsSlot } from '@/features/site/components/matching-jobs-slot';
import { GuestOnly } from './guards/guest-only';
import { HomeRedirect } from './home-redirect';
import { SiteLayout } from './layouts/site-layout';

// The dashboard frame is only for signed-in areas: public pages do not download it.
const { Component: DashboardShell, preload: preloadDashboardShell } = preloadableLazy<{ area: Area }>(() =>
  import('./layouts/dashboard-shell/dashboard-shell').then((module) => ({ default: module.DashboardShell })),
);

/** The signed-in areas' addresses (their sign-in and forgot-password pages are the site's). */
const AREA_PATHS: Record<Area, RegExp> = {
  student: /^\/student(?:\/.*)?$/,
  company: /^\/company(?:\/(?!login$|forgot-password$).*)?$/,
  college: /^\/college(?:\/(?!login$|forgot-password$).*)?$/,
};

/**
 * Loads the dashboard frame when `path` is in a signed-in area, so the first render draws it at once instead of
 * suspending (a suspended frame keeps its fallback on screen for 300 ms more); resolves either way.
 */
export async function preloadFrameFor(path: string): Promise<void> {
  if (!Object.values(AREA_PATHS).some((pattern) => pattern.test(path))) return;
  await preloadDashboardShell().catch(() => undefined); // a failure shows when the frame renders
}

const HomePage = lazy(() => import('@/features/site/pages/home-page'));
const PublicPage = lazy(() => import('@/features/site/pages/public-page'));
const JobPulsePage = lazy(() => import('@/features/jobs/pages/job-pulse-page'));
const SubJobPulsePage = lazy(() => import('@/features/jobs/pages/sub-job-pulse-page'));
const JobPage = lazy(() => import('@/features/jobs/pages/job-page'));
const MatchingJobsList = lazy(() =>
  import('@/features/jobs/components/matching-jobs-list').then((module) => ({
    default: module.MatchingJobsList,
  })),
);
const renderMatchingJobs = (role: JobRole) => <MatchingJobsList role={role} />;
// Mock builds only: the sign-in pages list the seeded demo accounts (the mock backend's own component).
const DemoAccounts =
  import.meta.env.VITE_USE_MOCKS === 'true' ? lazy(() => import('@mocks/ui/demo-accounts')) : null;
const DemoNote =
  import.meta.env.VITE_USE_MOCKS === 'true'
    ? lazy(() => import('@mocks/ui/demo-accounts').then((module) => ({ default: module.DemoNote })))
    : null;
const demoSignIn: DemoSignIn | null =
  DemoAccounts && DemoNote
    ? { note: () => <DemoNote />, accounts: (props: DemoAccountsProps) => <DemoAccounts {...props} /> }
    : null;
const NotFoundPage = lazy(() => import('@/features/site/pages/not-found-page'));
const ApiReferencePage = lazy(() => import('@/features/site/pages/api-reference-page'));
const UnauthorizedPage = lazy(() => import('@/features/site/pages/unauthorized-page'));
const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page'));
const CandidateRegistrationPage = lazy(
  () => import('@/features/registration/pages/candidate-registration-page'),
);
const CollegeRegistrationPage = lazy(() => import('@/features/registration/pages/college-registration-page'));
const CompanyRegistrationPage = lazy(() => import('@/features/registration/pages/company-registration-page'));

/** The site (header, footer) around public, sign-in and registration pages. */
function SiteRoutes() {
  return (
    <SiteLayout>
      <MatchingJobsSlot.Provider value={renderMatchingJobs}>
        <DemoAccountsSlot.Provider value={demoSignIn}>
          <Suspense fallback={<PageSpinner message="Loading..." />}>
            <Switch>
              <Route path={paths.home} component={HomePage} />
              {CONTENT_PAGE_PATHS.map((path) => (
                <Route key={path} path={path}>
                  <PublicPage path={path} />
                </Route>
              ))}
              <Route path={paths.jobPulse} component={JobPulsePage} />
              <Route path={paths.apiReference} component={ApiReferencePage} />
              <Route path={paths.subJobPulse} component={SubJobPulsePage} />
              <Route path={paths.job}>{({ id }) => <JobPage id={id} />}</Route>

              <Route path={paths.login}>
                <GuestOnly>
                  <LoginPage />
                </GuestOnly>
              </Route>
              <Route path={paths.collegeLogin}>
                <GuestOnly>
                  <LoginPage fixedType="college" />
                </GuestOnly>
              </Route>
              <Route path={paths.companyLogin}>
                <GuestOnly>
                  <LoginPage fixedType="company" />
                </GuestOnly>
              </Route>
              <Route path={paths.forgotPassword}>
                <GuestOnly>
                  <ForgotPasswordPage />
                </GuestOnly>
              </Route>
              <Route path={paths.collegeForgotPassword}>
                <GuestOnly>
                  <ForgotPasswordPage fixedType="college" />
                </GuestOnly>
              </Route>
              <Route path={paths.companyForgotPassword}>
                <GuestOnly>
                  <ForgotPasswordPage fixedType="company" />
                </GuestOnly>
              </Route>
              <Route path={paths.resetPassword}>{({ token }) => <ResetPasswordPage token={token} />}</Route>

              <Route path={paths.register}>
                {({ type }) => <CandidateRegistrationPage routeType={type} />}
              </Route>
              <Route path={paths.collegeForm} component={CollegeRegistrationPage} />
              <Route path={paths.companyForm} component={CompanyRegistrationPage} />

              <Route path={paths.homeRedirect} component={HomeRedirect} />
              <Route path={paths.unauthorized} component={UnauthorizedPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </DemoAccountsSlot.Provider>
      </MatchingJobsSlot.Provider>
    </SiteLayout>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner message="Loading..." />}>
      <Switch>
        {(Object.keys(AREA_PATHS) as Area[]).map((area) => (
          <Route key={area} path={AREA_PATHS[area]}>
            <DashboardShell area={area} />
          </Route>
        ))}
        <Route>
          <SiteRoutes />
        </Route>
      </Switch>
    </Suspense>
  );
}
