import { JobDetailView } from '@/features/jobs/public';
import { paths } from '@/lib/routes';
import type { ScreenProps } from '@/ui/screen/screen-props';

/** /student/jobpulse/{id}: a job inside the dashboard, with the apply panel. */
export default function CandidateJobPage({ params }: ScreenProps) {
  return <JobDetailView id={params.id ?? ''} back={{ href: paths.studentJobPulse, label: 'Job Pulse' }} />;
}
