import { useState } from 'react';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { ApplicationStatusBadge } from '@/ui/status-badge';
import { dateText } from '@/lib/text/job-format';
import type { Applicant } from '@/lib/api/portal-contract';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { LIST_PAGE_SIZE } from '@/lib/constants';
import type { ApplicationStatus } from '@/lib/options/jobs';
import { companyStudentHref, paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { Pagination } from '@/ui/pagination';
import { ResourceState } from '@/ui/resource-state';
import { getApplicants, setApplicationStatus } from '../api/company-api';
import { CandidateCard } from '../components/candidate-card';
import { ScreenHeader } from '@/ui/screen/screen-header';
import type { ScreenProps } from '@/ui/screen/screen-props';
import { usePageParam } from '@/ui/screen/use-page-param';
import '../components/dashboard.css';

/** /company/jobs/{id}/applicants: who applied to one job; shortlist or turn down each. */
export default function CompanyApplicantsPage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const applicants = useResource(`applicants:${id}`, () => getApplicants(id), { keepPrevious: true });
  const [busyId, setBusyId] = useState<string>();
  // The server sends every applicant of the job; long lists are shown a page at a time.
  const [page, setPage] = usePageParam();

  async function decide(applicant: Applicant, status: ApplicationStatus) {
    setBusyId(applicant.applicationId);
    try {
      await setApplicationStatus(applicant.applicationId, status);
      toast.success(
        `${applicant.candidate.name}: ${status === 'shortlisted' ? 'shortlisted' : 'not selected'}`,
      );
    } catch (error) {
      toast.error(portalErrorMessage(error));
    } finally {
      setBusyId(undefined);
      applicants.reload();
    }
  }

  const title = applicants.data ? `Applicants: ${applicants.data.job.title}` : 'Applicants';
  return (
    <div className="screen">
      <Link href={paths.companyJobs} className="back-link">
        ← My Jobs
      </Link>
      <ScreenHeader title={title} />
      <ResourceState
        resource={applicants}
        label="applicants"
        isEmpty={(data) => data.applicants.length === 0}
        empty={<p>No one has applied for this job yet.</p>}
      >
        {(data) => (
          <>
            <ul className="record-list">
              {data.applicants.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE).map((applicant) => (
                <li key={applicant.applicationId}>
                  <CandidateCard
                    candidate={applicant.candidate}
                    href={companyStudentHref(applicant.candidate.id)}
                    extra={
                      <p className="record-card__line">
                        Applied {dateText(applicant.appliedAt)} ·{' '}
                        <ApplicationStatusBadge status={applicant.status} />
                      </p>
                    }
                    actions={
                      <>
                        <Button
                          size="small"
                          variant="secondary"
                          busy={busyId === applicant.applicationId || applicant.status === 'shortlisted'}
                          onClick={() => void decide(applicant, 'shortlisted')}
                        >
                          Shortlist<span className="visually-hidden"> {applicant.candidate.name}</span>
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          busy={busyId === applicant.applicationId || applicant.status === 'rejected'}
                          onClick={() => void decide(applicant, 'rejected')}
                        >
                          Not selected<span className="visually-hidden"> {applicant.candidate.name}</span>
                        </Button>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={LIST_PAGE_SIZE}
              total={data.applicants.length}
              label="Applicant pages"
              onPage={setPage}
            />
          </>
        )}
      </ResourceState>
    </div>
  );
}
