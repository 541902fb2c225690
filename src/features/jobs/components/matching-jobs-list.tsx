import { Link } from 'wouter';
import type { JobRole } from '@/lib/options/company';
import { jobHref, jobPulseHref } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { listJobs } from '../api/jobs-api';
import { locationText, roleLabel, salaryRangeText } from '@/lib/text/job-format';
import './jobs.css';

/** How many openings a role page lists before pointing to Job Pulse. */
const MATCHING_JOBS_SHOWN = 5;

/** The live openings for one role, for the public role pages; the rest are a link away on Job Pulse. */
export function MatchingJobsList({ role }: { role: JobRole }) {
  const jobs = useResource(`matching:${role}`, () =>
    listJobs({ role, pageSize: String(MATCHING_JOBS_SHOWN) }),
  );
  return (
    <div className="matching-jobs">
      <ResourceState
        resource={jobs}
        label={`${roleLabel(role)} jobs`}
        isEmpty={(page) => page.total === 0}
        empty={<p>No {roleLabel(role)} openings right now. New jobs are posted every week.</p>}
      >
        {(page) => (
          <ul className="matching-jobs__list">
            {page.items.map((job) => (
              <li key={job.id}>
                <Link href={jobHref(job.id)} className="matching-jobs__title">
                  {job.title}
                </Link>
                <span className="matching-jobs__meta">
                  {job.companyName} · {locationText(job)} · {salaryRangeText(job)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ResourceState>
      <p>
        <Link href={jobPulseHref(role)}>
          See every {roleLabel(role)} opening on Job Pulse
          {jobs.data && jobs.data.total > 0 ? ` (${jobs.data.total})` : ''}
        </Link>
      </p>
    </div>
  );
}
