import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { ResultDialog } from '@/ui/result-dialog';
import { onOutboxEvent } from './outbox-events';
import type { QueuedKind } from './queued-kind';

type Outcome =
  | { type: 'accepted'; kind: QueuedKind; message: string }
  | { type: 'rejected'; kind: QueuedKind; message: string };

/**
 * Tells the user what became of a submission that was sent in the background, in its kind's own words: the
 * same titles, texts and success button as when it is sent from its form.
 */
export function OutboxOutcomes() {
  const [, navigate] = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'accepted') {
          setOutcome({ type: 'accepted', kind: event.kind, message: event.message });
        } else if (event.type === 'rejected') {
          setOutcome({ type: 'rejected', kind: event.kind, message: event.kind.errorMessage(event.error) });
        } else if (event.type === 'cancelled') {
          toast.info(`${event.entry.label} cancelled. Its details are back in the form as a draft.`);
        }
      }),
    [],
  );
  if (!outcome) return null;
  const close = () => setOutcome(null);
  const { kind } = outcome;
  return outcome.type === 'accepted' ? (
    <ResultDialog
      open
      type="success"
      title={kind.successTitle}
      message={outcome.message}
      continueLabel={kind.successButton}
      onClose={close}
      onContinue={() => {
        close();
        kind.continueAfterSuccess(navigate);
      }}
    />
  ) : (
    <ResultDialog
      open
      type="error"
      title={kind.errorTitle}
      message={`${outcome.message}\n${kind.afterRefusal ?? 'Your details are back in the form: correct them and submit again.'}`}
      onClose={() => {
        close();
        navigate(kind.formHref);
      }}
    />
  );
}
