import { Link } from 'wouter';
import { jobHref, paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JobBrowser } from '../components/job-browser';
import { JobsSummaryPanel } from '../components/jobs-summary-panel';

/** /Job_pulse: the live job market at a glance, then every open job with search and a role filter. */
export default function JobPulsePage() {
  useDocumentTitle('Job Pulse', 'Open jobs from our partner companies.');
  return (
    <div className="page jobs-page">
      <header className="jobs-page__intro">
        <h1>Job Pulse</h1>
        <p className="muted">
          Open jobs from our partner companies, live. Pick a role or search, then open a job to apply.{' '}
          <Link href={paths.subJobPulse}>See all openings in one list</Link>.
        </p>
      </header>
      <JobsSummaryPanel />
      <JobBrowser jobHref={jobHref} heading="Latest openings" />
    </div>
  );
}
