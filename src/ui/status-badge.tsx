import {
  APPLICATION_STATUS_LABELS,
  JOB_STATUS_LABELS,
  type ApplicationStatus,
  type JobStatus,
} from '@/lib/options/jobs';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`badge badge--${status}`}>{APPLICATION_STATUS_LABELS[status]}</span>;
}

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <span className={`badge badge--${status}`}>{JOB_STATUS_LABELS[status]}</span>;
}
