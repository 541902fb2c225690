import { useState } from 'react';
import { Button } from '@/ui/button';
import { draftSize, OUTCOME_LABELS, OUTCOMES, type ResultsDraft } from '../model/results-draft';

interface ResultsPanelProps {
  draft: ResultsDraft;
  busy: boolean;
  onClear: () => void;
  onPublish: (rejectRest: boolean) => void;
}

/** The results about to be published, list by list, and the one button that publishes them to students. */
export function ResultsPanel({ draft, busy, onClear, onPublish }: ResultsPanelProps) {
  const [rejectRest, setRejectRest] = useState(true);
  const size = draftSize(draft);
  return (
    <section className="card results-panel" aria-labelledby="results-heading">
      <h2 id="results-heading">Results to publish</h2>
      {size === 0 ? (
        <p className="muted">Nobody yet: pick applicants above or paste the company's list.</p>
      ) : (
        <ul className="results-panel__lists">
          {OUTCOMES.filter((outcome) => draft[outcome].length).map((outcome) => (
            <li key={outcome}>
              <strong>
                {draft[outcome].length} {OUTCOME_LABELS[outcome]}
              </strong>
              <span className="muted">
                {': '}
                {draft[outcome].slice(0, 8).join(', ')}
                {draft[outcome].length > 8 ? ` and ${draft[outcome].length - 8} more` : ''}
              </span>
            </li>
          ))}
        </ul>
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
        <Button variant="ghost" disabled={size === 0} onClick={onClear}>
          Start again
        </Button>
        <Button disabled={size === 0} busy={busy} onClick={() => onPublish(rejectRest)}>
          {busy ? 'Publishing…' : 'Publish results to students'}
        </Button>
      </div>
    </section>
  );
}
