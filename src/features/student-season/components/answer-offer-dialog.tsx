import type { AcceptEffectView } from '@/lib/api/student-offer-contract';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { AcceptEffectDetails } from './accept-effect-details';

interface AnswerOfferDialogProps {
  answer: 'accepted' | 'declined' | undefined;
  company: string;
  /** What accepting does under the season's policy: the effect the server applies if the student confirms. */
  acceptEffect: AcceptEffectView | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before an answer that cannot be taken back: for an acceptance, everything it will do, by name. */
export function AnswerOfferDialog({
  answer,
  company,
  acceptEffect,
  busy,
  onConfirm,
  onCancel,
}: AnswerOfferDialogProps) {
  const accepting = answer === 'accepted';
  return (
    <Dialog
      open={answer !== undefined}
      title={accepting ? `Accept the offer from ${company}?` : `Decline the offer from ${company}?`}
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            Not now
          </Button>
          <Button variant={accepting ? 'primary' : 'danger'} busy={busy} onClick={onConfirm}>
            {accepting ? 'Accept offer' : 'Decline offer'}
          </Button>
        </>
      }
    >
      {accepting ? (
        <>
          {acceptEffect && <AcceptEffectDetails effect={acceptEffect} />}
          <p>An offer you accept cannot be declined later.</p>
        </>
      ) : (
        <p>A declined offer cannot be accepted later.</p>
      )}
    </Dialog>
  );
}
