import { useRef, useState } from 'react';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { driveHref } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { ResourceState } from '@/ui/resource-state';
import { createDrive, getPolicy, listPortalCompanies } from '../api/season-api';
import { DriveForm } from '../components/drive-form/drive-form';
import { CompanyPicker, companyPickerErrors, OTHER_COMPANY } from '../components/drive-form/company-picker';
import { SEASON_DRAFTS } from '../model/draft-ids';
import { buildDriveInput, emptyDriveFormValues, type DriveFormValues } from '../model/drive-form-values';

type Values = DriveFormValues & { companyId: string; companyName: string };

/**
 * /college/drives/new: a drive for a company that sent its job by e-mail, or for a registered company. The form
 * waits for the season's policy, which gives the tier and the college's time zone the deadline is typed in.
 */
export default function CollegeNewDrivePage() {
  // Made once: a new object on each render would reset the form (react-final-form re-initializes on change).
  const [blankValues] = useState<Values>(() => ({
    ...emptyDriveFormValues(),
    companyId: '',
    companyName: '',
  }));
  const policy = useResource('season-policy', getPolicy);
  const companies = useResource('portal-companies', listPortalCompanies);
  // Which button sent the form: a draft or published at once.
  const publish = useRef(false);
  return (
    <div className="screen">
      <ScreenHeader
        title="Create a drive"
        intro="The eligibility count below updates as you edit the rules, over your whole batch."
      />
      <ResourceState resource={policy} label="the season's policy">
        {({ policy: current, timeZone }) => (
          <DriveForm<Values>
            formId={SEASON_DRAFTS.newDrive}
            blankValues={blankValues}
            timeZoneOf={() => timeZone}
            lead={<CompanyPicker companies={companies.data?.items ?? []} />}
            leadErrors={companyPickerErrors}
            policy={current}
            preview
            onSave={async (values) => {
              const registered = values.companyId && values.companyId !== OTHER_COMPANY;
              const { drive } = await createDrive({
                ...buildDriveInput(values, timeZone),
                ...(registered
                  ? { companyId: values.companyId }
                  : { companyName: values.companyName.trim() }),
                publish: publish.current,
              });
              return driveHref('college', drive.id);
            }}
            actions={(submitting) => (
              <>
                <Button
                  type="submit"
                  variant="secondary"
                  busy={submitting}
                  onClick={() => (publish.current = false)}
                >
                  Save as draft
                </Button>
                <Button type="submit" busy={submitting} onClick={() => (publish.current = true)}>
                  Publish to students
                </Button>
              </>
            )}
          />
        )}
      </ResourceState>
    </div>
  );
}
