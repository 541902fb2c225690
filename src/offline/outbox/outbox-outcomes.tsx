import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { deleteDraft } from '@/offline/drafts/draft-store';
import { ResultDialog } from '@/ui/result-dialog';
import { onOutboxEvent } from './outbox-events';
import { SUBMISSION_KINDS } from './submission-kinds';

type Outcome =
  | { type: 'accepted'; message: string; loginHref: string }
  | { type: 'rejected'; message: string; formHref: string };

/** Tells the user what became of a submission that was sent in the background. */
export function OutboxOutcomes() {
  const [, navigate] = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(
    () =>
      onOutboxEvent((event) => {
        const kind = SUBMISSION_KINDS[event.entry.kind];
        if (event.type === 'accepted') {
          void deleteDraft(event.entry.formId);
          setOutcome({
            type: 'accepted',
            message: kind.successMessage(event.response),
            loginHref: kind.loginHref,
          });
        } else if (event.type === 'rejected') {
          setOutcome({
            type: 'rejected',
            message: kind.errorMessage(event.error),
            formHref: kind.formHref(event.entry),
          });
        } else if (event.type === 'cancelled') {
          toast.info(`${kind.label} cancelled. Its details are back in the form as a draft.`);
        }
      }),
    [],
  );
  if (!outcome) return null;
  const close = () => setOutcome(null);
  return outcome.type === 'accepted' ? (
    <ResultDialog
      open
      type="success"
      title="Submission Successful"
      message={outcome.message}
      onClose={close}
      onContinue={() => {
        close();
        navigate(outcome.loginHref);
      }}
    />
  ) : (
    <ResultDialog
      open
      type="error"
      title="Submission Failed"
      message={`${outcome.message}\nYour details are back in the form: correct them and submit again.`}
      onClose={() => {
        close();
        navigate(outcome.formHref);
      }}
    />
  );
}
