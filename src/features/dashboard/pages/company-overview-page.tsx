import { useSnapshot } from 'valtio';
import { authState } from '@/features/auth/public';
import { dateText } from '@/lib/text/job-format';
import { paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ButtonLink } from '@/ui/button';
import { ResourceState } from '@/ui/resource-state';
import { getCompanyOverview } from '../api/company-api';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { StatGrid } from '@/ui/screen/stat-grid';
import '../components/dashboard.css';

/** /company/dashboard: open jobs, applications received and what happened lately. */
export default function CompanyOverviewPage() {
  const auth = useSnapshot(authState);
  const overview = useResource('company-overview', () => getCompanyOverview());
  return (
    <div className="screen">
      <ScreenHeader
        title="Overview"
        intro={`Welcome back, ${auth.user?.name ?? ''}.`}
        actions={
          <ButtonLink href={paths.companyStudents} variant="secondary">
            Browse students
          </ButtonLink>
        }
      />
      <ResourceState resource={overview} label="overview">
        {(data) => (
          <>
            <StatGrid
              label={`${data.companyName} at a glance`}
              stats={[
                { label: 'Open jobs', value: data.openJobs, href: paths.companyJobs, linkLabel: 'My Jobs' },
                {
                  label: 'Applications received',
                  value: data.applications,
                  href: paths.companyJobs,
                  linkLabel: 'See applicants',
                },
                { label: 'Jobs posted', value: data.totalJobs },
              ]}
            />
            <section className="card" aria-labelledby="activity-heading">
              <h2 id="activity-heading">Recent activity</h2>
              {data.recentActivity.length ? (
                <ol className="activity">
                  {data.recentActivity.map((event) => (
                    <li key={event.id} className={`activity__item activity__item--${event.kind}`}>
                      <span>{event.text}</span>
                      <time dateTime={event.at} className="muted">
                        {dateText(event.at)}
                      </time>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="muted">Nothing yet. Post a job to start receiving applications.</p>
              )}
            </section>
          </>
        )}
      </ResourceState>
    </div>
  );
}
