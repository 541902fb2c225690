import { useState } from 'react';
import { ScreenHeader } from '@/ui/screen/screen-header';
import type { SeasonCollege } from '@/lib/api/drive-contract';
import { driveHref } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { listOwnJobs, listSeasonColleges, proposeDrive } from '../api/season-api';
import { DriveForm, SubmitButton } from '../components/drive-form/drive-form';
import {
  ProposalPicker,
  proposalPickerErrors,
  type ProposalValues,
} from '../components/drive-form/proposal-picker';
import { SEASON_DRAFTS } from '../model/draft-ids';
import { buildDriveInput, emptyDriveFormValues } from '../model/drive-form-values';

/**
 * /company/drives/propose: one of the company's jobs as a drive at a college; the TPO approves it. Its deadline and
 * rounds are typed in the chosen college's time.
 */
export default function CompanyProposePage() {
  // Made once: a new object on each render would reset the form (react-final-form re-initializes on change).
  const [blankValues] = useState<ProposalValues>(() => ({
    ...emptyDriveFormValues(),
    collegeId: '',
    jobId: '',
  }));
  const [collegeQuery, setCollegeQuery] = useState('');
  // Every college a search has shown, by id: the chosen one keeps its time zone while a later search shows others.
  const [known] = useState(() => new Map<string, SeasonCollege>());
  const colleges = useResource(
    `season-colleges?${collegeQuery.trim()}`,
    () =>
      listSeasonColleges(collegeQuery).then((page) => {
        for (const college of page.items) known.set(college.id, college);
        return page;
      }),
    { keepPrevious: true },
  );
  const jobs = useResource('own-jobs', listOwnJobs);
  const zoneOf = (values: ProposalValues) => known.get(values.collegeId)?.timeZone;
  return (
    <div className="screen">
      <ScreenHeader
        title="Propose a drive"
        intro="The college's placement officer approves it; then its eligible students can apply."
      />
      <DriveForm<ProposalValues>
        formId={SEASON_DRAFTS.proposal}
        blankValues={blankValues}
        timeZoneOf={zoneOf}
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
        leadErrors={(values) => ({
          ...proposalPickerErrors(values),
          // A college kept in a draft but not (or not yet) found by a search: its time zone is unknown.
          ...(values.collegeId && !zoneOf(values) ? { collegeId: 'Choose the college' } : {}),
        })}
        policy={undefined}
        preview={false}
        onSave={async (values) => {
          // The college was chosen from the list (leadErrors), so its zone is known.
          const { drive } = await proposeDrive({
            ...buildDriveInput(values, zoneOf(values)!),
            collegeId: values.collegeId,
            jobId: values.jobId,
          });
          return driveHref('company', drive.id);
        }}
        actions={(submitting) => (
          <SubmitButton submitting={submitting} label="Send the proposal" busyLabel="Sending…" />
        )}
      />
    </div>
  );
}
