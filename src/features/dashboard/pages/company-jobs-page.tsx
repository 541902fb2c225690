import { useState } from 'react';
import { toast } from 'sonner';
import type { CompanyJob } from '@/lib/api/portal-contract';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { MSG } from '@/lib/validation/messages';
import { ButtonLink } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { deleteJob, listCompanyJobs, setJobStatus } from '../api/company-api';
import { CompanyJobCard } from '../components/company-job-card';
import { PagedRecordList } from '@/ui/screen/paged-record-list';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { usePageParam } from '@/ui/screen/use-page-param';
import '../components/dashboard.css';

/** /company/jobs: every job the company posted, with edit, close or reopen, delete and applicants. */
export default function CompanyJobsPage() {
  const [page, setPage] = usePageParam();
  const jobs = useResource(`company-jobs:${page}`, () => listCompanyJobs(page), { keepPrevious: true });
  // The job being acted on and the one awaiting delete confirmation: interaction state, not form data.
  const [busyId, setBusyId] = useState<string>();
  const [deleting, setDeleting] = useState<CompanyJob>();

  async function act(job: CompanyJob, action: () => Promise<unknown>, done: string) {
    setBusyId(job.id);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(portalErrorMessage(error));
    } finally {
      setBusyId(undefined);
      jobs.reload();
    }
  }

  const toggle = (job: CompanyJob) =>
    job.status === 'open'
      ? act(job, () => setJobStatus(job.id, 'closed'), `Closed ${job.title}`)
      : act(job, () => setJobStatus(job.id, 'open'), `Reopened ${job.title}`);

  return (
    <div className="screen">
      <ScreenHeader
        title="My Jobs"
        intro="Your posted jobs. Closed jobs stay here with their applicants but leave Job Pulse."
      />
      <PagedRecordList
        resource={jobs}
        label="your jobs"
        empty={
          <>
            <p>You have not posted any jobs yet.</p>
            <ButtonLink href={paths.companyPostJob} size="small">
              Post your first job
            </ButtonLink>
          </>
        }
        pagesLabel="Job pages"
        onPage={setPage}
        keyOf={(job) => job.id}
        renderItem={(job) => (
          <CompanyJobCard
            job={job}
            busy={busyId === job.id}
            onToggleStatus={() => void toggle(job)}
            onDelete={() => setDeleting(job)}
          />
        )}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete job"
        message={`${deleting?.title ?? ''}: ${MSG.deleteJobPost}`}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const job = deleting;
          setDeleting(undefined);
          if (job) void act(job, () => deleteJob(job.id), `Deleted ${job.title}`);
        }}
      />
    </div>
  );
}
