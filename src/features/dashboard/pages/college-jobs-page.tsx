import { JobBrowser } from '@/features/jobs/public';
import { jobHref } from '@/lib/routes';
import { ScreenHeader } from '@/ui/screen/screen-header';
import '../components/dashboard.css';

/** /college/jobs: the open jobs your students can apply for. */
export default function CollegeJobsPage() {
  return (
    <div className="screen">
      <ScreenHeader title="Jobs" intro="Open jobs on Job Pulse that your students can apply for." />
      <JobBrowser jobHref={jobHref} heading="Open jobs" />
    </div>
  );
}
