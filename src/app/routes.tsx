import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { JobRole } from '@/lib/options/company';
import { CONTENT_PAGE_PATHS, paths } from '@/lib/routes';
import { MissingCodeBoundary } from '@/ui/missing-code-boundary';
import { MissingCodeNotice } from '@/ui/missing-code-notice';
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
const DashboardShell = lazy(() =>
  import('./layouts/dashboard-shell/dashboard-shell').then((module) => ({ default: module.DashboardShell })),
);
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

/** A page whose code is missing offline: the notice, where the page would be. */
const MISSING_PAGE = (
  <div className="page">
    <MissingCodeNotice />
  </div>
);
/** A part around the pages (the dashboard frame, a dialog) whose code is missing offline: the notice alone. */
const MISSING_FRAME = <main className="site__main">{MISSING_PAGE}</main>;

/** The site (header, footer) around public, sign-in and registration pages. */
function SiteRoutes() {
  const [location] = useLocation();
  return (
    <SiteLayout>
      <MatchingJobsSlot.Provider value={renderMatchingJobs}>
        <DemoAccountsSlot.Provider value={demoSignIn}>
          {/* Offline, a page not in this device's copy yet says so, inside the site's header and footer. */}
          <MissingCodeBoundary resetKey={location} fallback={MISSING_PAGE}>
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
          </MissingCodeBoundary>
        </DemoAccountsSlot.Provider>
      </MatchingJobsSlot.Provider>
    </SiteLayout>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  return (
    <MissingCodeBoundary resetKey={location} fallback={MISSING_FRAME}>
      <Suspense fallback={<PageSpinner message="Loading..." />}>
        <Switch>
          <Route path={/^\/student(?:\/.*)?$/}>
            <DashboardShell area="student" />
          </Route>
          <Route path={/^\/company(?:\/(?!login$|forgot-password$).*)?$/}>
            <DashboardShell area="company" />
          </Route>
          <Route path={/^\/college(?:\/(?!login$|forgot-password$).*)?$/}>
            <DashboardShell area="college" />
          </Route>
          <Route>
            <SiteRoutes />
          </Route>
        </Switch>
      </Suspense>
    </MissingCodeBoundary>
  );
}
