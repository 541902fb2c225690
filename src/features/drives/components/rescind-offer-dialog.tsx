import { Form } from 'react-final-form';
import type { Offer } from '@/lib/api/offer-contract';
import { formatRupees } from '@/lib/season/money';
import { tierLabel } from '@/lib/season/tiers';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import type { RefusalText } from '@/ui/refusal-alert';
import { rescindOffer, type Side } from '../api/season-api';
import { offerRefusalOf } from '../model/offer-refusal';
import { rescindEffects } from '../model/rescind-text';
import { StudentReasonField, studentReasonErrors, type StudentReasonValues } from './student-reason-field';

const FORM_ID = 'rescind-offer-form';

/**
 * Asks before an offer is rescinded, saying what it does to whom (the student told, with the reason asked here; back
 * in the running if it was the only offer they accepted; what the acceptance withdrew stays withdrawn), then
 * rescinds it. `onSettled` gets the server's refusal in words, or nothing when the offer was rescinded.
 */
export function RescindOfferDialog({
  offer,
  side,
  onCancel,
  onSettled,
}: {
  offer: Offer;
  side: Side;
  onCancel: () => void;
  onSettled: (refusal: RefusalText | undefined) => void;
}) {
  async function rescind({ reason }: StudentReasonValues) {
    try {
      await rescindOffer(offer.id, reason.trim());
      onSettled(undefined);
    } catch (caught) {
      onSettled(offerRefusalOf(caught, offer.timeZone, 'The offer was not rescinded:'));
    }
  }
  return (
    <Form<StudentReasonValues>
      initialValues={{ reason: '' }}
      validate={studentReasonErrors}
      onSubmit={rescind}
    >
      {({ handleSubmit, submitting }) => (
        <Dialog
          open
          role="alertdialog"
          title={`Rescind the offer to ${offer.studentName}?`}
          onClose={onCancel}
          actions={
            <>
              <Button variant="secondary" onClick={onCancel} autoFocus>
                Keep the offer
              </Button>
              <Button type="submit" form={FORM_ID} variant="danger" busy={submitting}>
                Rescind offer
              </Button>
            </>
          }
        >
          <p>
            {tierLabel(offer.tier)} offer for {offer.title}, {formatRupees(offer.ctcTotal)}:{' '}
            {offer.state === 'accepted' ? 'accepted' : 'waiting for an answer'}. This cannot be undone.
          </p>
          <ul className="step-effects" aria-label="What rescinding does">
            {rescindEffects(offer, side).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <form id={FORM_ID} noValidate onSubmit={(event) => void handleSubmit(event)}>
            <StudentReasonField />
          </form>
        </Dialog>
      )}
    </Form>
  );
}
