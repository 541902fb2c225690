import { Link } from 'wouter';
import { jobHref, paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JobBrowser } from '../components/job-browser';

/** /sub_job_pulse: every open job in one searchable list. */
export default function SubJobPulsePage() {
  useDocumentTitle('Job Pulse: All Openings', 'Every open job, with search and role filters.');
  return (
    <div className="page jobs-page">
      <header className="jobs-page__intro">
        <Link href={paths.jobPulse} className="back-link">
          ← Job Pulse
        </Link>
        <h1>Job Pulse: All Openings</h1>
        <p className="muted">Every open job from our partner companies, newest first.</p>
      </header>
      <JobBrowser jobHref={jobHref} heading="All openings" />
    </div>
  );
}
