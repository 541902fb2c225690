import { useState } from 'react';
import { useLocation } from 'wouter';
import { ScreenHeader } from '@/features/dashboard/public';
import { driveHref } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { listOwnJobs, listSeasonColleges, proposeDrive } from '../api/season-api';
import { DriveForm, SubmitButton } from '../components/drive-form/drive-form';
import {
  ProposalPicker,
  proposalPickerErrors,
  type ProposalValues,
} from '../components/drive-form/proposal-picker';
import { buildDriveInput, emptyDriveFormValues } from '../model/drive-form-values';

/** /company/drives/propose: one of the company's jobs as a drive at a college; the TPO approves it. */
export default function CompanyProposePage() {
  const [, navigate] = useLocation();
  // Made once: a new object on each render would reset the form (react-final-form re-initializes on change).
  const [initialValues] = useState<ProposalValues>(() => ({
    ...emptyDriveFormValues(),
    collegeId: '',
    jobId: '',
  }));
  const [collegeQuery, setCollegeQuery] = useState('');
  const colleges = useResource(
    `season-colleges?${collegeQuery.trim()}`,
    () => listSeasonColleges(collegeQuery),
    { keepPrevious: true },
  );
  const jobs = useResource('own-jobs', listOwnJobs);
  return (
    <div className="screen">
      <ScreenHeader
        title="Propose a drive"
        intro="The college's placement officer approves it; then its eligible students can apply."
      />
      <DriveForm<ProposalValues>
        initialValues={initialValues}
        lead={
          <ProposalPicker
            choices={{
              query: collegeQuery,
              onQuery: setCollegeQuery,
              colleges: colleges.data?.items ?? [],
              total: colleges.data?.total ?? 0,
            }}
            jobs={jobs.data?.items ?? []}
          />
        }
        leadErrors={proposalPickerErrors}
        policy={undefined}
        preview={false}
        onSave={async (values) => {
          const { drive } = await proposeDrive({
            ...buildDriveInput(values),
            collegeId: values.collegeId,
            jobId: values.jobId,
          });
          navigate(driveHref('company', drive.id));
        }}
        actions={(submitting) => (
          <SubmitButton submitting={submitting} label="Send the proposal" busyLabel="Sending…" />
        )}
      />
    </div>
  );
}
