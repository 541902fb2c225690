import { Link, useSearchParams } from 'wouter';
import { jobPulseHref, paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getJobsSummary } from '../api/jobs-api';
import { roleLabel } from '../model/job-format';

/** The pulse of the job market: open jobs, hiring companies and a shortcut per role. */
export function JobsSummaryPanel() {
  const summary = useResource('jobs-summary', () => getJobsSummary());
  const [params] = useSearchParams();
  const activeRole = params.get('role');
  return (
    <ResourceState resource={summary} label="job summary">
      {({ openJobs, companies, roles }) => (
        <section className="pulse-summary" aria-label="Jobs at a glance">
          <dl className="stat-row">
            <div className="stat">
              <dt>Open jobs</dt>
              <dd>{openJobs}</dd>
            </div>
            <div className="stat">
              <dt>Companies hiring</dt>
              <dd>{companies}</dd>
            </div>
            <div className="stat">
              <dt>Roles</dt>
              <dd>{roles.length}</dd>
            </div>
          </dl>
          <nav aria-label="Jobs by role">
            <ul className="role-chips">
              <li>
                <Link
                  href={paths.jobPulse}
                  className="role-chip"
                  aria-current={activeRole ? undefined : 'page'}
                >
                  All roles
                </Link>
              </li>
              {roles.map(({ role, count }) => (
                <li key={role}>
                  <Link
                    href={jobPulseHref(role)}
                    className="role-chip"
                    aria-current={activeRole === role ? 'page' : undefined}
                  >
                    {roleLabel(role)} <span className="role-chip__count">{count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </section>
      )}
    </ResourceState>
  );
}
