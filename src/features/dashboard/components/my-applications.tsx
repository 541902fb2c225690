import { Link } from 'wouter';
import { ApplicationStatusBadge } from '@/ui/status-badge';
import { dateText } from '@/lib/text/job-format';
import type { MyApplication } from '@/lib/api/portal-contract';
import { studentJobHref } from '@/lib/routes';

/** The candidate's applications with their status, newest first. */
export function MyApplicationsList({ applications }: { applications: readonly MyApplication[] }) {
  return (
    <ul className="application-list">
      {applications.map((application) => (
        <li key={application.id} className="application-list__item">
          <div>
            <Link href={studentJobHref(application.jobId)} className="application-list__title">
              {application.job.title}
            </Link>
            <span className="muted application-list__meta">
              {application.job.companyName} · applied {dateText(application.appliedAt)}
            </span>
          </div>
          <ApplicationStatusBadge status={application.status} />
        </li>
      ))}
    </ul>
  );
}
