import type { AcceptEffectView } from '@/lib/api/student-offer-contract';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { AcceptEffectDetails } from './accept-effect-details';

interface AnswerOfferDialogProps {
  answer: 'accepted' | 'declined' | undefined;
  company: string;
  /** What accepting does under the season's policy: the effect the server applies if the student confirms. */
  acceptEffect: AcceptEffectView | undefined;
  /** The server refused the acceptance because what it withdraws changed since the student was shown it. */
  changed?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before an answer that cannot be taken back: for an acceptance, everything it will do, by name. */
export function AnswerOfferDialog({
  answer,
  company,
  acceptEffect,
  changed = false,
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
          {changed && (
            <p role="alert" className="alert alert--info">
              Nothing was accepted yet: what accepting withdraws changed since you looked (an application made
              meanwhile, or another tab). Check the list below, then accept again.
            </p>
          )}
          {acceptEffect && <AcceptEffectDetails effect={acceptEffect} />}
          <p>An offer you accept cannot be declined later.</p>
        </>
      ) : (
        <p>A declined offer cannot be accepted later.</p>
      )}
    </Dialog>
  );
}
