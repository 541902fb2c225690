import { Suspense, useContext } from 'react';
import { labelFromValue, type JobRole } from '@/lib/options/company';
import { jobPulseHref } from '@/lib/routes';
import { ButtonLink } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { MatchingJobsSlot } from './matching-jobs-slot';

/** The "matching jobs" block of a role page: the live openings for the role, and a link to all of them. */
export function RoleMatchingJobs({ role, roleTitle }: { role: JobRole; roleTitle: string }) {
  const renderMatchingJobs = useContext(MatchingJobsSlot);
  return (
    <section className="role-jobs card" aria-labelledby="matching-jobs">
      <h2 id="matching-jobs">Matching jobs</h2>
      <p>
        Partner companies post {roleTitle} openings on Job Pulse under the role “{labelFromValue(role)}”.
        Register to apply, and keep your resume up to date so that recruiters can find you.
      </p>
      {renderMatchingJobs && (
        <Suspense fallback={<Spinner label={`Loading ${roleTitle} jobs`} />}>
          {renderMatchingJobs(role)}
        </Suspense>
      )}
      <ButtonLink href={jobPulseHref(role)}>See {roleTitle} jobs on Job Pulse</ButtonLink>
    </section>
  );
}
