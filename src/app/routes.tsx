import { JOIN_PAGE } from '@/features/members/public';
import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { JobRole } from '@/lib/options/company';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { CONTENT_PAGE_PATHS, paths } from '@/lib/routes';
import type { Area } from '@/lib/user-types';
import { MissingCodeBoundary } from '@/ui/missing-code-boundary';
import { MissingCodeNotice } from '@/ui/missing-code-notice';
import { PageSpinner } from '@/ui/spinner';
import {
  AUTH_PAGES,
  DemoAccountsSlot,
  type DemoAccountsProps,
  type DemoSignIn,
} from '@/features/auth/public';
import { JOB_PAGES, loadMatchingJobsList } from '@/features/jobs/public';
import { REGISTRATION_PAGES } from '@/features/registration/public';
import { MatchingJobsSlot, SITE_PAGES } from '@/features/site/public';
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

const HomePage = lazy(SITE_PAGES.home);
const PublicPage = lazy(SITE_PAGES.public);
const JobPulsePage = lazy(JOB_PAGES.jobPulse);
const SubJobPulsePage = lazy(JOB_PAGES.subJobPulse);
const JobPage = lazy(JOB_PAGES.job);
const MatchingJobsList = lazy(loadMatchingJobsList);
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
const NotFoundPage = lazy(SITE_PAGES.notFound);
const ApiReferencePage = lazy(SITE_PAGES.apiReference);
const UnauthorizedPage = lazy(SITE_PAGES.unauthorized);
const LoginPage = lazy(AUTH_PAGES.login);
const ForgotPasswordPage = lazy(AUTH_PAGES.forgotPassword);
const ResetPasswordPage = lazy(AUTH_PAGES.resetPassword);
const JoinPage = lazy(JOIN_PAGE);
const CandidateRegistrationPage = lazy(REGISTRATION_PAGES.candidate);
const CollegeRegistrationPage = lazy(REGISTRATION_PAGES.college);
const CompanyRegistrationPage = lazy(REGISTRATION_PAGES.company);

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
                <Route path={paths.joinInvitation}>{({ token }) => <JoinPage token={token} />}</Route>

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
    </MissingCodeBoundary>
  );
}
