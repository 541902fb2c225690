import { ScreenHeader } from '@/features/dashboard/public';
import { paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ButtonLink } from '@/ui/button';
import { ResourceState } from '@/ui/resource-state';
import { getStudentApplications } from '../api/season-api';
import { ApplicationCard } from '../components/application-card';
import '../components/season.css';

/** /student/applications: each application of the season on its timeline of rounds. */
export default function ApplicationsPage() {
  const applications = useResource('student-season-applications', () => getStudentApplications());
  return (
    <div className="screen">
      <ScreenHeader
        title="My applications"
        intro="Every drive you applied to, round by round: when and where each round is, and your result."
        actions={
          <ButtonLink href={paths.studentDrives} variant="secondary" size="small">
            Placement drives
          </ButtonLink>
        }
      />
      <section aria-labelledby="applications-heading">
        <h2 id="applications-heading">This season</h2>
        <ResourceState
          resource={applications}
          label="your applications"
          isEmpty={(data) => data.applications.length === 0}
          empty={
            <p>
              You have not applied to any drive yet. Open Placement drives to see the ones you can apply to.
            </p>
          }
        >
          {(data) => (
            <ul className="record-list">
              {data.applications.map((application) => (
                <li key={application.id}>
                  <ApplicationCard application={application} />
                </li>
              ))}
            </ul>
          )}
        </ResourceState>
      </section>
    </div>
  );
}
