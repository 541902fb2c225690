import '@/ui/styles/lists.css';
import './jobs.css';
import { useId } from 'react';
import { Link } from 'wouter';
import type { Job } from '@/lib/api/jobs-contract';
import { dateText, locationText, roleLabel, salaryRangeText } from '@/lib/text/job-format';
import { ApplicationStatusBadge, JobStatusBadge } from '@/ui/status-badge';

/** One job in a list: what a candidate scans first, the title linking to the details. */
function JobCard({ job, href }: { job: Job; href: string }) {
  const headingId = useId();
  return (
    <article className="card card--tile job-card" aria-labelledby={headingId}>
      <div className="card__head">
        <h3 id={headingId} className="job-card__title">
          <Link href={href}>{job.title}</Link>
        </h3>
        {job.applicationStatus ? (
          <span className="job-card__applied">
            <span className="visually-hidden">Your application: </span>
            <ApplicationStatusBadge status={job.applicationStatus} />
          </span>
        ) : (
          job.status === 'closed' && <JobStatusBadge status="closed" />
        )}
      </div>
      <p className="job-card__company">{job.companyName}</p>
      <ul className="tag-list job-card__facts">
        <li>{roleLabel(job.role)}</li>
        <li>{locationText(job)}</li>
        <li>{salaryRangeText(job)}</li>
      </ul>
      <p className="job-card__closing">Apply by {dateText(job.closing_date)}</p>
    </article>
  );
}

export function JobList({ jobs, hrefFor }: { jobs: readonly Job[]; hrefFor: (id: string) => string }) {
  return (
    <ul className="record-list job-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} href={hrefFor(job.id)} />
        </li>
      ))}
    </ul>
  );
}
