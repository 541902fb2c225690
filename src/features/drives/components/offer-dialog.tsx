import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import type { DriveDetail } from '@/lib/api/season-contract';
import type { DriveApplicant } from '@/lib/api/season-contract-people';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/form/text-field';
import { RefusalAlert } from '@/ui/refusal-alert';
import { issueOffer } from '../api/season-api';
import { DRIVE_FORM_LABELS as L } from '../model/drive-form-values';
import {
  buildOfferInput,
  offerFormErrors,
  offerFormFromDrive,
  type OfferFormValues,
} from '../model/offer-form-values';
import { offerRefusalOf } from '../model/offer-refusal';

const rupees = { inputMode: 'numeric' as const, autoComplete: 'off' };

/** An offer to one selected student: the CTC part by part, place, joining date and the time to answer by. */
export function OfferDialog({
  drive,
  applicant,
  onClose,
  onIssued,
}: {
  drive: DriveDetail;
  applicant: DriveApplicant;
  onClose: () => void;
  onIssued: () => void;
}) {
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
      <Form<OfferFormValues>
        initialValues={offerFormFromDrive(drive)}
        validate={(values) => offerFormErrors(values, new Date())}
        onSubmit={async (values) => {
          try {
            await issueOffer(drive.id, buildOfferInput(applicant.applicationId, values));
            onIssued();
            return undefined;
          } catch (error) {
            // The refusal itself: its reasons are shown, not only its message.
            return { [FORM_ERROR]: error };
          }
        }}
      >
        {({ handleSubmit, submitError }) => (
          <form id={formId} className="offer-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <p className="muted">
              {applicant.rollNumber} · {applicant.branch} · CGPA {applicant.cgpa}
            </p>
            <TextField name="fixed" label={L.fixed} required {...rupees} />
            <TextField name="variable" label={L.variable} {...rupees} />
            <TextField name="joiningBonus" label={L.joiningBonus} {...rupees} />
            <TextField name="location" label="Location" required />
            <TextField name="joiningDate" label="Joining date" type="date" required />
            <TextField name="respondBy" label="Answer by" type="datetime-local" required />
            <RefusalAlert refusal={submitError === undefined ? undefined : offerRefusalOf(submitError)} />
          </form>
        )}
      </Form>
    </Dialog>
  );
}
