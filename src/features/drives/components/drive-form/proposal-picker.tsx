import { useForm } from 'react-final-form';
import type { CompanyJob } from '@/lib/api/portal-contract';
import { SelectField } from '@/ui/form/select-field';
import type { DriveFormValues } from '../../model/drive-form-values';

export type ProposalValues = DriveFormValues & { collegeId: string; jobId: string };

/** Which college and which of the company's jobs a proposal is for; a job fills in its title, place and text. */
export function ProposalPicker({
  colleges,
  jobs,
}: {
  colleges: readonly { id: string; name: string }[];
  jobs: readonly CompanyJob[];
}) {
  const form = useForm<ProposalValues>();
  return (
    <>
      <SelectField
        name="collegeId"
        label="College"
        placeholder="Choose a college"
        options={colleges.map((college) => ({ value: college.id, label: college.name }))}
        required
      />
      <SelectField
        name="jobId"
        label="From your job"
        placeholder="Choose one of your jobs"
        options={jobs.map((job) => ({ value: job.id, label: `${job.title} (${job.location})` }))}
        required
        onValueChange={(id) => {
          const job = jobs.find((candidate) => candidate.id === id);
          if (!job) return;
          form.batch(() => {
            form.change('title', job.title);
            form.change('location', job.location);
            form.change('description', job.description);
          });
        }}
      />
    </>
  );
}

export function proposalPickerErrors(values: ProposalValues): Record<string, string> {
  return {
    ...(values.collegeId ? {} : { collegeId: 'Choose the college' }),
    ...(values.jobId ? {} : { jobId: 'Choose the job this drive is for' }),
  };
}
