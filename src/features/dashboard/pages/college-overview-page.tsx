import { useSnapshot } from 'valtio';
import { authState } from '@/features/auth/public';
import {
  branchScopeText,
  ofTheBatch,
  FIGURES,
  otherYearsText,
  percentOrDash,
} from '@/lib/report/figure-text';
import { academicYear } from '@/lib/report/nirf';
import { paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { FigureNotes } from '@/ui/figure-notes';
import { ResourceState } from '@/ui/resource-state';
import { getCollegeOverview } from '../api/college-api';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { StatGrid } from '@/ui/screen/stat-grid';
import '../components/dashboard.css';

/**
 * /college/dashboard: the season's batch in the figures the season page and the report show (one definition each),
 * then the portal around it: candidates who named the college, open jobs, companies.
 */
export default function CollegeOverviewPage() {
  const auth = useSnapshot(authState);
  const overview = useResource('college-overview', () => getCollegeOverview());
  return (
    <div className="screen">
      <ScreenHeader title="Overview" intro={`Welcome back, ${auth.user?.name ?? ''}.`} />
      <ResourceState resource={overview} label="overview">
        {({ season, ...data }) => (
          <div className="overview-stack">
            <p className="college-name">{data.collegeName}</p>
            <section className="card" aria-labelledby="season-figures-heading">
              <h2 id="season-figures-heading">
                Placement season
                {season.graduationYear ? `, graduating ${academicYear(season.graduationYear)}` : ''}
              </h2>
              {season.branches && <p className="alert alert--info">{branchScopeText(season.branches)}</p>}
              <StatGrid
                label="The season's batch at a glance"
                stats={[
                  {
                    label: FIGURES.inBatch.label,
                    value: season.total,
                    href: paths.collegeBatch,
                    linkLabel: 'See the batch',
                  },
                  { label: FIGURES.registered.label, value: ofTheBatch(season.registered, season.total) },
                  {
                    label: FIGURES.placed.label,
                    value: season.placed,
                    href: paths.collegeSeason,
                    linkLabel: 'See the season',
                  },
                  {
                    label: FIGURES.percentPlaced.label,
                    value: percentOrDash(season.percentPlaced),
                    href: paths.collegeReport,
                    linkLabel: 'See the report',
                  },
                ]}
              />
              {season.otherYears > 0 && <p className="muted">{otherYearsText(season.otherYears)}</p>}
              <FigureNotes
                label="What these figures count"
                figures={['inBatch', 'registered', 'placed', 'percentPlaced', 'optedInOrPlaced']}
              />
            </section>
            <section className="card" aria-labelledby="portal-figures-heading">
              <h2 id="portal-figures-heading">On the portal</h2>
              <StatGrid
                label={`${data.collegeName} on the portal`}
                stats={[
                  {
                    label: FIGURES.namedCollege.label,
                    value: data.students,
                    href: paths.collegeStudents,
                    linkLabel: 'See them',
                  },
                  {
                    label: 'Open jobs',
                    value: data.openJobs,
                    href: paths.collegeJobs,
                    linkLabel: 'See jobs',
                  },
                  {
                    label: 'Companies',
                    value: data.companies,
                    href: paths.collegeCompanies,
                    linkLabel: 'See companies',
                  },
                ]}
              />
              <FigureNotes label="What this figure counts" figures={['namedCollege']} />
            </section>
          </div>
        )}
      </ResourceState>
    </div>
  );
}
