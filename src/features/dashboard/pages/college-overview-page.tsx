import { useSnapshot } from 'valtio';
import { authState } from '@/features/auth/public';
import { paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getCollegeOverview } from '../api/college-api';
import { ScreenHeader } from '../components/screen-header';
import { StatGrid } from '../components/stat-grid';
import '../components/dashboard.css';

/** /college/dashboard: the college's registered students, open jobs and companies, in numbers. */
export default function CollegeOverviewPage() {
  const auth = useSnapshot(authState);
  const overview = useResource('college-overview', () => getCollegeOverview());
  return (
    <div className="screen">
      <ScreenHeader title="Overview" intro={`Welcome back, ${auth.user?.name ?? ''}.`} />
      <ResourceState resource={overview} label="overview">
        {(data) => (
          <>
            <p className="college-name">{data.collegeName}</p>
            <StatGrid
              label={`${data.collegeName} at a glance`}
              stats={[
                {
                  label: 'Registered students',
                  value: data.students,
                  href: paths.collegeStudents,
                  linkLabel: 'See students',
                },
                { label: 'Open jobs', value: data.openJobs, href: paths.collegeJobs, linkLabel: 'See jobs' },
                {
                  label: 'Companies',
                  value: data.companies,
                  href: paths.collegeCompanies,
                  linkLabel: 'See companies',
                },
              ]}
            />
            <p className="muted">
              Students count here when the college they gave at registration is yours, however they spelled
              it.
            </p>
          </>
        )}
      </ResourceState>
    </div>
  );
}
