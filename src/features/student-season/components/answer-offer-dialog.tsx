import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

interface AnswerOfferDialogProps {
  answer: 'accepted' | 'declined' | undefined;
  company: string;
  /** What accepting does under the season's policy, in the server's words. */
  acceptEffect: string | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before an answer that cannot be taken back. */
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
          {acceptEffect && <p>{acceptEffect}</p>}
          <p>An offer you accept cannot be declined later.</p>
        </>
      ) : (
        <p>A declined offer cannot be accepted later.</p>
      )}
    </Dialog>
  );
}
