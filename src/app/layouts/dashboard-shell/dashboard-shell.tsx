import { lazy, Suspense, useDeferredValue } from 'react';
import { Redirect } from 'wouter';
import { SITE_PAGES } from '@/features/site/public';
import type { SessionMember } from '@/lib/api/session-contract';
import type { Area } from '@/lib/user-types';
import { PageSpinner } from '@/ui/spinner';
import { decideAreaAccess } from '../../guards/access';
import { useAuthView } from '../../guards/use-auth-view';
import { dashboardConfigFor } from '../../areas/dashboard-config';
import { AreaRoutes, useScreenCode } from './area-routes';
import { ShellFrame } from './shell-frame';

const NotFoundPage = lazy(SITE_PAGES.notFound);

/**
 * Wraps every /student, /company and /college path: verifies the session, admits only the area's own
 * types, then shows the sidebar and top bar around the area's pages.
 */
export function DashboardShell({ area }: { area: Area }) {
  const auth = useAuthView();
  const screenReady = useScreenCode(area);
  const decision = decideAreaAccess(area, auth);
  // The frame and its screen are drawn in a render of their own, which React cuts into short tasks. The session
  // check's answer is a synchronous update (the guards must see it at once); drawn in it, frame and screen were one
  // long task on a slow phone. Meanwhile the spinner stays.
  const frameDrawn = useDeferredValue(decision.kind === 'allow');
  if (auth.sessionCheck === 'checking') return <PageSpinner message="Verifying authentication..." />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  if (decision.kind === 'wait' || !frameDrawn) return <PageSpinner message="Verifying authentication..." />;
  const member = auth.user?.member as SessionMember | undefined;
  const config = dashboardConfigFor(auth.userType, member);
  if (!config) return <PageSpinner message="Loading your dashboard..." />;
  return (
    <ShellFrame config={config}>
      {screenReady ? (
        <Suspense fallback={<PageSpinner message="Loading..." />}>
          <AreaRoutes area={area} member={member} menu={config.menu} notFound={<NotFoundPage />} />
        </Suspense>
      ) : (
        <PageSpinner message="Loading..." />
      )}
    </ShellFrame>
  );
}
