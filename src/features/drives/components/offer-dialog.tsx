import { collegeSavedTime } from '@/lib/season/college-time';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import type { DriveApplicant } from '@/lib/api/applicant-contract';
import type { DriveDetail } from '@/lib/api/drive-contract';
import type { DraftRow } from '@/offline/db/app-db';
import { DraftGate } from '@/offline/drafts/draft-gate';
import { draftStart, settleDraft } from '@/offline/drafts/draft-start';
import { FormDraft } from '@/offline/drafts/form-draft';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { RefusalAlert } from '@/ui/refusal-alert';
import { TextField } from '@/ui/form/text-field';
import { issueOffer } from '../api/season-api';
import { SEASON_DRAFTS } from '../model/draft-ids';
import { DRIVE_FORM_LABELS as L } from '../model/drive-form-values';
import {
  buildOfferInput,
  offerFormErrors,
  offerFormFromDrive,
  type OfferFormValues,
} from '../model/offer-form-values';
import { offerRefusalOf } from '../model/offer-refusal';
import { collegeTimeHint } from '../model/season-text';

const rupees = { inputMode: 'numeric' as const, autoComplete: 'off' };

interface OfferDialogProps {
  drive: DriveDetail;
  applicant: DriveApplicant;
  onClose: () => void;
  onIssued: () => void;
}

/**
 * An offer to one selected student: the CTC part by part, place, joining date and the time to answer by (at the
 * college). What is typed is kept as a draft for this student until the offer is issued, closed dialog or not.
 */
export function OfferDialog({ drive, applicant, onClose, onIssued }: OfferDialogProps) {
  const formId = 'offer-form';
  return (
    <Dialog
      open
      title={`Offer to ${applicant.name}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Issue the offer
          </Button>
        </>
      }
    >
      <DraftGate formId={SEASON_DRAFTS.offer(applicant.applicationId)}>
        {(restored) => (
          <OfferForm
            id={formId}
            drive={drive}
            applicant={applicant}
            restored={restored}
            onIssued={onIssued}
          />
        )}
      </DraftGate>
    </Dialog>
  );
}

function OfferForm({
  id,
  drive,
  applicant,
  restored,
  onIssued,
}: Omit<OfferDialogProps, 'onClose'> & { id: string; restored: DraftRow | undefined }) {
  const draftId = SEASON_DRAFTS.offer(applicant.applicationId);
  // Made once: a new object on each render would reset the form (react-final-form re-initializes on change).
  const [blank] = useState(() => offerFormFromDrive(drive));
  const [start] = useState(() => draftStart(restored, blank));
  return (
    <Form<OfferFormValues>
      initialValues={start.values}
      validate={(values) => offerFormErrors(values, new Date(), drive.timeZone)}
      onSubmit={async (values, form) => {
        try {
          await issueOffer(drive.id, buildOfferInput(applicant.applicationId, values, drive.timeZone));
        } catch (error) {
          // The refusal itself: its reasons are shown, not only its message.
          return { [FORM_ERROR]: error };
        }
        await settleDraft(form, draftId);
        onIssued();
        return undefined;
      }}
    >
      {({ handleSubmit, submitError }) => (
        <form id={id} className="offer-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <FormDraft
            formId={draftId}
            restored={restored}
            restoredPartly={start.partly}
            emptyValues={blank}
            hasPasswords={false}
            savedTime={collegeSavedTime(drive.timeZone)}
          />
          <p className="muted">
            {applicant.rollNumber} · {applicant.branch} · CGPA {applicant.cgpa}
          </p>
          <TextField name="fixed" label={L.fixed} required {...rupees} />
          <TextField name="variable" label={L.variable} {...rupees} />
          <TextField name="joiningBonus" label={L.joiningBonus} {...rupees} />
          <TextField name="location" label="Location" required />
          <TextField name="joiningDate" label="Joining date" type="date" required />
          <TextField
            name="respondBy"
            label="Answer by"
            type="datetime-local"
            hint={collegeTimeHint(drive.timeZone)}
            required
          />
          <RefusalAlert
            refusal={submitError === undefined ? undefined : offerRefusalOf(submitError, drive.timeZone)}
          />
        </form>
      )}
    </Form>
  );
}
