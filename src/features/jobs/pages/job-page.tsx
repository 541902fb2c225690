import { paths } from '@/lib/routes';
import { JobDetailView } from '../components/job-detail-view';

/** /job/{id}: a job's public page; applying asks an anonymous visitor to sign in. */
export default function JobPage({ id }: { id: string }) {
  return (
    <div className="page">
      <JobDetailView id={id} back={{ href: paths.jobPulse, label: 'All jobs on Job Pulse' }} />
    </div>
  );
}
