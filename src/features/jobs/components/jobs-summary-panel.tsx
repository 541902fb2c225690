import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { jobPulseHref, paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getJobsSummary } from '../api/jobs-api';
import { roleLabel } from '../model/job-format';

/** Centres a chip in its row when the row scrolls (a phone), without moving the page. */
function centreInRow(row: HTMLElement, chip: HTMLElement) {
  if (row.scrollWidth <= row.clientWidth) return;
  row.scrollLeft = chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2;
}

/**
 * On a phone the role chips are one row that scrolls sideways (jobs.css), so the jobs start on the first screen.
 * The chosen role's chip, and a chip that gets the keyboard focus, is brought fully into that row's view.
 */
function useChipRow(activeRole: string | null, ready: boolean) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const chip = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list.current && chip) centreInRow(list.current, chip);
  }, [activeRole, ready]);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    if (event.target instanceof HTMLElement) centreInRow(event.currentTarget, event.target);
  };
  return { ref: list, onFocus };
}

/** The pulse of the job market: open jobs, hiring companies and a shortcut per role. */
export function JobsSummaryPanel() {
  const summary = useResource('jobs-summary', () => getJobsSummary());
  const [params] = useSearchParams();
  const activeRole = params.get('role');
  const chipRow = useChipRow(activeRole, summary.data !== undefined);
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
            <ul className="role-chips" {...chipRow}>
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
