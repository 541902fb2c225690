import { OwnDecisionHistory } from '@/features/audit/public';
import { PagedRecordList } from '@/ui/screen/paged-record-list';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { usePageParam } from '@/ui/screen/use-page-param';
import { paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ButtonLink } from '@/ui/button';
import { getStudentApplications } from '../api/season-api';
import { ApplicationCard } from '../components/application-card';
import '../components/season.css';

/** /student/applications: each application of the season on its timeline of rounds, a page at a time. */
export default function ApplicationsPage() {
  const [page, setPage] = usePageParam();
  const applications = useResource(
    `student-season-applications?page=${page}`,
    () => getStudentApplications({ page: String(page) }),
    { keepPrevious: true },
  );
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
        <PagedRecordList
          resource={applications}
          label="your applications"
          empty={
            <p>
              You have not applied to any drive yet. Open Placement drives to see the ones you can apply to.
            </p>
          }
          pagesLabel="Application pages"
          onPage={setPage}
          keyOf={(application) => application.id}
          renderItem={(application) => <ApplicationCard application={application} />}
          noun="application"
        />
      </section>
      <OwnDecisionHistory />
    </div>
  );
}
