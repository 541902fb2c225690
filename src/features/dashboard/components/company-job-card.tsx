import { useId } from 'react';
import { Link } from 'wouter';
import { JobStatusBadge } from '@/ui/status-badge';
import { dateText, locationText, roleLabel, salaryRangeText } from '@/lib/text/job-format';
import type { CompanyJob } from '@/lib/api/portal-contract';
import { companyJobApplicantsHref, companyJobEditHref } from '@/lib/routes';
import { Button, ButtonLink } from '@/ui/button';
import { countText } from '@/lib/count-text';

interface CompanyJobCardProps {
  job: CompanyJob;
  busy: boolean;
  onToggleStatus: () => void;
  onDelete: () => void;
}

const applicantsText = (count: number) => countText(count, 'applicant');

/** One of the company's jobs with its status, applicants and the actions on it. */
export function CompanyJobCard({ job, busy, onToggleStatus, onDelete }: CompanyJobCardProps) {
  const headingId = useId();
  const closed = job.status === 'closed';
  return (
    <article className="card card--tile record-card" aria-labelledby={headingId}>
      <div className="card__head">
        <h2 id={headingId} className="record-card__title">
          {job.title}
        </h2>
        <JobStatusBadge status={job.status} />
      </div>
      <p className="record-card__line">
        {roleLabel(job.role)} · {locationText(job)} · {salaryRangeText(job)}
      </p>
      <p className="record-card__line muted">
        {closed
          ? `Closed · closing date ${dateText(job.closing_date)}`
          : `Apply by ${dateText(job.closing_date)}`}{' '}
        · posted {dateText(job.postedAt)}
      </p>
      <p className="record-card__line">
        <Link href={companyJobApplicantsHref(job.id)}>
          {applicantsText(job.applicantCount)}
          <span className="visually-hidden"> for {job.title}</span>
        </Link>
      </p>
      <div className="record-card__actions">
        <ButtonLink href={companyJobEditHref(job.id)} variant="secondary" size="small">
          Edit<span className="visually-hidden"> {job.title}</span>
        </ButtonLink>
        <Button variant="secondary" size="small" onClick={onToggleStatus} busy={busy}>
          {closed ? 'Reopen' : 'Close'}
          <span className="visually-hidden"> {job.title}</span>
        </Button>
        <Button variant="danger" size="small" onClick={onDelete} disabled={busy}>
          Delete<span className="visually-hidden"> {job.title}</span>
        </Button>
      </div>
    </article>
  );
}
