import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { jobPulseHref, paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ErrorState } from '@/ui/resource-state';
import { SkeletonText } from '@/ui/skeleton';
import { getJobsSummary } from '../api/jobs-api';
import { roleLabel } from '@/lib/text/job-format';

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

/** Stand-ins for the role chips while the summary loads (the chips sit in one scrolling row: no count moves anything). */
const PENDING_CHIPS = ['Hardware Engineer', 'Embedded Developer', 'PCB Designer'];

/**
 * The pulse of the job market: open jobs, hiring companies and a shortcut per role. While it loads, the panel
 * keeps its final shape with placeholders in it, so the job list below never jumps when the numbers arrive.
 */
export function JobsSummaryPanel() {
  const summary = useResource('jobs-summary', () => getJobsSummary());
  const [params] = useSearchParams();
  const activeRole = params.get('role');
  const chipRow = useChipRow(activeRole, summary.data !== undefined);
  if (summary.error !== undefined)
    return <ErrorState message={portalErrorMessage(summary.error)} onRetry={summary.reload} />;
  const data = summary.data;
  const stat = (value: number | undefined) => (value === undefined ? <SkeletonText text="00" /> : value);
  return (
    <section className="pulse-summary" aria-label="Jobs at a glance" aria-busy={!data}>
      <dl className="stat-row">
        <div className="stat">
          <dt>Open jobs</dt>
          <dd>{stat(data?.openJobs)}</dd>
        </div>
        <div className="stat">
          <dt>Companies hiring</dt>
          <dd>{stat(data?.companies)}</dd>
        </div>
        <div className="stat">
          <dt>Roles</dt>
          <dd>{stat(data?.roles.length)}</dd>
        </div>
      </dl>
      <nav aria-label="Jobs by role">
        <ul className="role-chips" {...chipRow}>
          <li>
            <Link href={paths.jobPulse} className="role-chip" aria-current={activeRole ? undefined : 'page'}>
              All roles
            </Link>
          </li>
          {data
            ? data.roles.map(({ role, count }) => (
                <li key={role}>
                  <Link
                    href={jobPulseHref(role)}
                    className="role-chip"
                    aria-current={activeRole === role ? 'page' : undefined}
                  >
                    {roleLabel(role)} <span className="role-chip__count">{count}</span>
                  </Link>
                </li>
              ))
            : PENDING_CHIPS.map((label) => (
                <li key={label} className="role-chip">
                  <SkeletonText text={`${label} 0`} />
                </li>
              ))}
        </ul>
      </nav>
    </section>
  );
}
