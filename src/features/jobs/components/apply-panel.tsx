import { useState } from 'react';
import { toast } from 'sonner';
import { useSnapshot } from 'valtio';
import { authState } from '@/features/auth/public';
import { isApiError } from '@/lib/api/api-error';
import type { Application, Job } from '@/lib/api/jobs-contract';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { loginHrefWithType, registerHref } from '@/lib/routes';
import { isCandidateType } from '@/lib/user-types';
import { Button, ButtonLink } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { applyToJob } from '../api/jobs-api';
import { dateText } from '@/lib/text/job-format';
import { ApplicationStatusBadge } from '@/ui/status-badge';

const focusElement = (element: HTMLElement | null) => element?.focus();

interface ApplyPanelProps {
  job: Job;
  application: Application | undefined;
  /** Reloads the job, so the panel shows the application's status from the server. */
  onApplied: () => void;
}

/** Apply once: a candidate applies; afterwards, and for everyone else, the panel says where things stand. */
export function ApplyPanel({ job, application, onApplied }: ApplyPanelProps) {
  const auth = useSnapshot(authState, { sync: true });
  // The request in flight and the last failure: feedback about an action, not form data.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // Applying here replaces the button by the status: the focus follows, so it is not lost.
  const [appliedHere, setAppliedHere] = useState(false);

  async function apply() {
    setBusy(true);
    setError(undefined);
    try {
      await applyToJob(job.id);
      toast.success(`Application sent for ${job.title}`);
      setAppliedHere(true);
      onApplied();
    } catch (failure) {
      setError(portalErrorMessage(failure));
      // Already applied (another tab) or just closed: show the server's state instead of the button.
      if (isApiError(failure) && failure.status === 409) onApplied();
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (application) {
    body = (
      <p role="status" tabIndex={-1} ref={appliedHere ? focusElement : undefined}>
        You applied on {dateText(application.appliedAt)}. Status:{' '}
        <ApplicationStatusBadge status={application.status} />
      </p>
    );
  } else if (job.status === 'closed') {
    body = <p>This job is closed and no longer takes applications.</p>;
  } else if (!auth.isAuthenticated) {
    body = (
      <>
        <p>Sign in with your candidate account to apply. New here? Register first; it is free.</p>
        <div className="apply-panel__actions">
          <ButtonLink href={loginHrefWithType('student')}>Sign in to apply</ButtonLink>
          <ButtonLink href={registerHref('student-college')} variant="secondary">
            Register
          </ButtonLink>
        </div>
      </>
    );
  } else if (!isCandidateType(auth.userType)) {
    body = <p>Only candidate accounts can apply for jobs.</p>;
  } else {
    body = (
      <Button onClick={apply} busy={busy}>
        {busy ? 'Applying...' : 'Apply now'}
      </Button>
    );
  }

  return (
    <section className="apply-panel card" aria-labelledby="apply-heading">
      <h2 id="apply-heading">Apply</h2>
      {body}
      <ErrorBox message={error} />
    </section>
  );
}
