import { countText } from '@/lib/count-text';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api/api-error';
import type { DriveDetail } from '@/lib/api/drive-contract';
import { driveChangedReasonOf } from '@/lib/api/season-errors';
import { driveHref } from '@/lib/routes';
import { driveEditLimits } from '@/lib/season/drive-edit';
import { formatRupees } from '@/lib/season/money';
import type { SeasonPolicy } from '@/lib/season/policy';
import { Button, ButtonLink } from '@/ui/button';
import { updateDrive } from '../api/season-api';
import { SEASON_DRAFTS } from '../model/draft-ids';
import { driveFormValuesOf } from '../model/drive-form-from-drive';
import { buildDriveInput, type DriveFormValues } from '../model/drive-form-values';
import { DriveForm } from './drive-form/drive-form';

/**
 * The drive form filled from the drive, with what may still change said first (the limits the server enforces:
 * src/lib/season/drive-edit.ts). The CTC is read-only once students applied on it.
 */
export function EditDriveForm({ drive, policy }: { drive: DriveDetail; policy: SeasonPolicy | undefined }) {
  // Made once: a new object on each render would reset the form (react-final-form re-initializes on change).
  const [blankValues] = useState<DriveFormValues>(() => driveFormValuesOf(drive));
  // The version this edit is made on. Refused because someone saved in between, it becomes theirs: the refusal
  // says what they changed, and saving again (a choice, with both in view) puts this person's values in place.
  const [baseVersion, setBaseVersion] = useState(drive.version);
  const withResults = drive.rounds.filter((round) => round.resultsPublishedAt).length;
  const back = driveHref('college', drive.id);
  return (
    <>
      <section className="card drive-edit-limits" aria-labelledby="limits-heading">
        <h2 id="limits-heading">What can change</h2>
        <ul>
          {driveEditLimits(drive.applicantCount, withResults).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <DriveForm<DriveFormValues>
        formId={SEASON_DRAFTS.editDrive(drive.id)}
        blankValues={blankValues}
        timeZoneOf={() => drive.timeZone}
        lead={
          <p className="form-columns__wide">
            Company: <strong>{drive.companyName}</strong> (a drive keeps its company)
          </p>
        }
        policy={policy}
        preview
        ctcLocked={
          drive.applicantCount
            ? `${countText(drive.applicantCount, 'student')} applied on this CTC (${formatRupees(drive.ctcTotal)}): it cannot change.`
            : undefined
        }
        onSave={async (values) => {
          try {
            await updateDrive(drive.id, { ...buildDriveInput(values, drive.timeZone), baseVersion });
          } catch (error) {
            const changed =
              isApiError(error) && error.code === 'drive_changed' && driveChangedReasonOf(error);
            if (changed) setBaseVersion(changed.current);
            throw error;
          }
          toast.success('Drive updated');
          return back;
        }}
        actions={(submitting) => (
          <>
            <ButtonLink href={back} variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" busy={submitting}>
              {submitting ? 'Saving…' : 'Save changes'}
            </Button>
          </>
        )}
      />
    </>
  );
}
