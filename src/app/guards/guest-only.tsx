import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '@/ui/spinner';
import { decideGuestOnly } from './access';
import { useAuthView } from './use-auth-view';

/** Sign-in and forgot-password pages: signed-in users are sent to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const decision = decideGuestOnly(useAuthView());
  if (decision.kind === 'wait') return <PageSpinner message="Checking your session..." />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  return children;
}
