import { useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { paths } from '@/lib/routes';
import { postJob } from '../api/company-api';
import { JobForm } from '../components/job-form';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { emptyJobFormValues } from '../model/job-form-values';
import '../components/dashboard.css';

/** /company/postjob: a new job, open at once on Job Pulse. */
export default function CompanyPostJobPage() {
  const [, navigate] = useLocation();
  const [initialValues] = useState(emptyJobFormValues);
  return (
    <div className="screen">
      <ScreenHeader
        title="Post New Job"
        intro="The job appears on Job Pulse as soon as you post it and takes applications until its closing date."
      />
      <JobForm
        initialValues={initialValues}
        submitLabel="Post job"
        submittingLabel="Posting..."
        onSave={async (input) => {
          const { job } = await postJob(input);
          toast.success(`Job posted: ${job.title}`);
          navigate(paths.companyJobs);
        }}
      />
    </div>
  );
}
