import { Redirect } from 'wouter';
import { dashboardHrefFor, paths } from '@/lib/routes';
import { PageSpinner } from '@/ui/spinner';
import { useAuthView } from './guards/use-auth-view';

/** /home: a signed-in user goes to their dashboard, anyone else to /login. */
export function HomeRedirect() {
  const auth = useAuthView();
  if (auth.sessionCheck === 'checking') return <PageSpinner message="Checking your session..." />;
  return (
    <Redirect
      to={auth.isAuthenticated && auth.userType ? dashboardHrefFor(auth.userType) : paths.login}
      replace
    />
  );
}
