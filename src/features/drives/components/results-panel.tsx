import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import type { ApplicantView } from '@/lib/api/applicant-contract';
import { countText } from '@/lib/count-text';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RefusalAlert } from '@/ui/refusal-alert';
import { previewRoundResults } from '../api/season-api';
import { draftSize, draftToPreview, overrideText, type ResultsDraft } from '../model/results-draft';
import { resultsRefusalOf } from '../model/results-refusal';
import { viewText } from './applicants/applicant-filters';
import { ResultsPreview } from './results-preview';
import './results.css';

interface ResultsPanelProps {
  driveId: string;
  /** The college's zone (for the times of a refusal's reasons). */
  timeZone: string;
  roundId: string;
  draft: ResultsDraft;
  /** The table's current filter: the preview counts who is outside it. */
  view: ApplicantView;
  /** What to call the list pasted below ('the company's list'). */
  pastedList: string;
  busy: boolean;
  onClear: () => void;
  /**
   * Publishes; with the rest turned down, the number of them the preview showed. Absent for a member who marks a
   * round but may not publish (a student coordinator): the preview only, and who publishes.
   */
  onPublish?: (notSelected: number | undefined) => void;
}

/**
 * The results about to be published: the server's preview of them, by name, before anything happens; the choice
 * to turn down everyone else (off until ticked, and then confirmed naming how many, and how many are out of view);
 * and the button that publishes. Offline there is no preview: only the named lists can be saved to publish later.
 */
export function ResultsPanel(props: ResultsPanelProps) {
  const { driveId, roundId, draft, view, busy } = props;
  const [rejectRest, setRejectRest] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Back online, the preview is asked again.
  const [reconnects, setReconnects] = useState(0);
  useEffect(() => {
    const again = () => setReconnects((count) => count + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);
  const input = draftToPreview(draft, rejectRest, view);
  const preview = useResource(
    `preview:${roundId}:${reconnects}:${JSON.stringify(input ?? null)}`,
    async () => (input ? previewRoundResults(driveId, roundId, input) : undefined),
  );
  const offline = isApiError(preview.error) && preview.error.isNoResponse;
  const ready = preview.data !== undefined && !preview.loading;
  const rest = preview.data?.rest.total ?? 0;
  // A publication that changes nobody's result is not offered: the server would refuse it (nothing_to_publish).
  const changesNothing = ready && preview.data!.changes === 0;
  const canPublish = input !== undefined && (ready || (offline && !rejectRest && draftSize(draft) > 0));
  const where = viewText(view);

  function publish() {
    if (ready && rejectRest && rest > 0) setConfirming(true);
    else props.onPublish?.(ready && rejectRest ? rest : undefined);
  }

  return (
    <section className="card results-panel" aria-labelledby="results-heading">
      <h2 id="results-heading">Results to publish</h2>
      {input === undefined ? (
        <p className="muted">Nobody yet: pick applicants above or paste {props.pastedList}.</p>
      ) : offline ? (
        <div className="alert alert--info">
          <p>No connection: what publishing will do cannot be checked now.</p>
          <p>
            {rejectRest
              ? 'Turning down everyone else needs that check: untick it to save the named lists, or wait for the connection.'
              : "The named lists can be saved on this device and published once the connection returns. Nobody else's result changes, and the server lists any entry it cannot place."}
          </p>
        </div>
      ) : preview.error !== undefined ? (
        <RefusalAlert refusal={resultsRefusalOf(preview.error, props.timeZone)} />
      ) : ready ? (
        <ResultsPreview
          preview={preview.data!}
          rejectRest={rejectRest}
          view={where}
          overridden={(entry, now) => overrideText(draft, entry, now)}
        />
      ) : (
        <p role="status" className="muted">
          Working out what publishing will do…
        </p>
      )}
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={rejectRest}
          onChange={(event) => setRejectRest(event.target.checked)}
        />{' '}
        Everyone else still in this round is not selected
      </label>
      <div className="form-actions">
        <Button variant="ghost" disabled={draftSize(draft) === 0} onClick={props.onClear}>
          Start again
        </Button>
        {!props.onPublish ? (
          <p className="muted">
            Your role marks attendance and results to check them here; a placement officer or the department's
            coordinator publishes them to students.
          </p>
        ) : (
          !changesNothing && (
            <Button disabled={!canPublish} busy={busy} onClick={publish}>
              {busy
                ? 'Publishing…'
                : offline
                  ? 'Save to publish when back online'
                  : 'Publish results to students'}
            </Button>
          )
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Turn down ${countText(rest, 'student')}?`}
        message={`${countText(rest, 'student')} still in this round will be told at once that they are not selected${
          where
            ? `; ${preview.data?.rest.outsideView ?? 0} of them are not in the current view (${where})`
            : ''
        }. Publish only if every one of them did not clear this round.`}
        confirmLabel={`Publish: ${rest} not selected`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onPublish?.(rest);
        }}
      />
    </section>
  );
}
