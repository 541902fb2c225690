import { Link } from 'wouter';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getJob } from '../api/jobs-api';
import { dateText, locationText, openingsText, roleLabel, salaryRangeText } from '@/lib/text/job-format';
import { ApplyPanel } from './apply-panel';
import { JobStatusBadge } from '@/ui/status-badge';
import './jobs.css';

interface JobDetailViewProps {
  id: string;
  back: { href: string; label: string };
}

/** A job's details and the apply panel; the page title follows the job. */
export function JobDetailView({ id, back }: JobDetailViewProps) {
  const detail = useResource(`job:${id}`, () => getJob(id), { keepPrevious: true });
  useDocumentTitle(detail.data?.job.title ?? 'Job details');
  return (
    <div className="job-detail">
      <Link href={back.href} className="back-link">
        ← {back.label}
      </Link>
      <ResourceState resource={detail} label="job details">
        {({ job, application }) => (
          <article className="job-detail__body" aria-labelledby="job-title">
            <header className="job-detail__head">
              <h1 id="job-title">{job.title}</h1>
              <JobStatusBadge status={job.status} />
            </header>
            <p className="job-detail__company">{job.companyName}</p>
            <dl className="facts">
              <div>
                <dt>Role</dt>
                <dd>{roleLabel(job.role)}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{locationText(job)}</dd>
              </div>
              <div>
                <dt>Salary</dt>
                <dd>{salaryRangeText(job)}</dd>
              </div>
              <div>
                <dt>Openings</dt>
                <dd>{openingsText(job.openings)}</dd>
              </div>
              <div>
                <dt>Apply by</dt>
                <dd>{dateText(job.closing_date)}</dd>
              </div>
              <div>
                <dt>Posted</dt>
                <dd>{dateText(job.postedAt)}</dd>
              </div>
            </dl>
            <h2>About the job</h2>
            <p className="job-detail__description">{job.description || 'The company gave no description.'}</p>
            <ApplyPanel job={job} application={application} onApplied={detail.reload} />
          </article>
        )}
      </ResourceState>
    </div>
  );
}
