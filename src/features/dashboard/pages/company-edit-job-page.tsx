import { toast } from 'sonner';
import { Link, useLocation } from 'wouter';
import { paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getCompanyJob, updateJob } from '../api/company-api';
import { JobForm } from '../components/job-form';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { jobFormValuesOf } from '../model/job-form-values';
import type { ScreenProps } from '@/ui/screen/screen-props';
import '../components/dashboard.css';

/** /company/jobs/{id}/edit: change a posted job; its status and applications stay. */
export default function CompanyEditJobPage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const [, navigate] = useLocation();
  const job = useResource(`company-job:${id}`, () => getCompanyJob(id));
  return (
    <div className="screen">
      <Link href={paths.companyJobs} className="back-link">
        ← My Jobs
      </Link>
      <ScreenHeader title="Edit job" intro={job.data ? job.data.job.title : undefined} />
      <ResourceState resource={job} label="job">
        {(data) => (
          <JobForm
            initialValues={jobFormValuesOf(data.job)}
            submitLabel="Save changes"
            submittingLabel="Saving..."
            onSave={async (input) => {
              const { job: saved } = await updateJob(id, input);
              toast.success(`Saved changes to ${saved.title}`);
              navigate(paths.companyJobs);
            }}
          />
        )}
      </ResourceState>
    </div>
  );
}
