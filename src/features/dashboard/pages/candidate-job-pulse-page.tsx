import { JobBrowser } from '@/features/jobs/public';
import { studentJobHref } from '@/lib/routes';
import { ScreenHeader } from '@/ui/screen/screen-header';
import '../components/dashboard.css';

/** /student/jobpulse: every open job; jobs already applied to show the application's status. */
export default function CandidateJobPulsePage() {
  return (
    <div className="screen">
      <ScreenHeader
        title="Job Pulse"
        intro="Open jobs from our partner companies. Open one to read it and apply."
      />
      <JobBrowser jobHref={studentJobHref} heading="Open jobs" />
    </div>
  );
}
