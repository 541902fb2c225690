import { paths } from '@/lib/routes';
import { areaOf, type Area, type UserType } from '@/lib/user-types';

export interface AuthView {
  isAuthenticated: boolean;
  userType: UserType | null;
  sessionCheck: 'idle' | 'checking' | 'done';
}

export type AccessDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

const ALLOW: AccessDecision = { kind: 'allow' };
const WAIT: AccessDecision = { kind: 'wait' };

/** Signed-in areas admit only their own types: anonymous → /login, other types → /unauthorized. */
export function decideAreaAccess(area: Area, auth: AuthView): AccessDecision {
  if (auth.sessionCheck === 'checking') return WAIT;
  if (!auth.isAuthenticated || !auth.userType) return { kind: 'redirect', to: paths.login };
  return areaOf(auth.userType) === area ? ALLOW : { kind: 'redirect', to: paths.unauthorized };
}

/** Sign-in and forgot-password pages are closed to signed-in users: they go to /. */
export function decideGuestOnly(auth: AuthView): AccessDecision {
  if (auth.sessionCheck === 'checking') return WAIT;
  return auth.isAuthenticated ? { kind: 'redirect', to: paths.home } : ALLOW;
}
