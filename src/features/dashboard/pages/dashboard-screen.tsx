import { useSnapshot } from 'valtio';
import { authState } from '@/features/auth/model/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';

const SCREEN_TITLES: Record<string, string> = {
  'student-overview': 'Overview',
  'student-jobpulse': 'Job Pulse',
  'student-courses': 'Courses',
  'student-resume': 'Resume',
  'company-overview': 'Overview',
  'company-jobs': 'My Jobs',
  'company-postjob': 'Post New Job',
  'company-students': 'Students',
  'college-overview': 'Overview',
  'college-students': 'Students',
  'college-jobs': 'Jobs',
  'college-companies': 'Companies',
};

/** A dashboard screen; its content lands with the dashboards issue. */
export default function DashboardScreen({ screen }: { screen: string }) {
  const auth = useSnapshot(authState);
  const resumeLabel = auth.userType === 'working-professional' ? 'Professional Resume' : 'Resume';
  const title = screen.endsWith('resume') ? resumeLabel : (SCREEN_TITLES[screen] ?? 'Dashboard');
  useDocumentTitle(title);
  return (
    <div className="stack">
      <h1>{title}</h1>
      {screen.endsWith('overview') && <p>Welcome back, {auth.user?.name}.</p>}
    </div>
  );
}
