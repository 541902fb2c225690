import { countText } from '@/lib/count-text';
import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { splitPastedList } from '../model/pasted-list';
import { OUTCOME_LABELS, OUTCOMES, type Outcome } from '../model/results-draft';

/**
 * A list pasted as it came (for the TPO, the one the company sent: "these advance"): roll numbers or e-mails in
 * any layout. `listName` says whose list it is ('the company's list', or for the company itself 'a list').
 */
export function PasteBox({
  listName,
  onAdd,
}: {
  listName: string;
  onAdd: (outcome: Outcome, entries: string[]) => void;
}) {
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('advance');
  const ids = { text: useId(), outcome: useId(), hint: useId() };
  const entries = splitPastedList(text);
  return (
    <section className="card paste-box" aria-labelledby="paste-heading">
      <h2 id="paste-heading">Or paste {listName}</h2>
      <div className="field">
        <label className="field__label" htmlFor={ids.text}>
          Roll numbers or e-mails
        </label>
        <textarea
          id={ids.text}
          className="field__input field__textarea"
          aria-describedby={ids.hint}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div id={ids.hint} className="field__hint">
          One per line, or separated by commas, as copied from a mail or a spreadsheet. Before anything is
          published, the preview below names whom each entry matches and lists any it cannot place.
        </div>
      </div>
      <div className="paste-box__row">
        <div className="field">
          <label className="field__label" htmlFor={ids.outcome}>
            These students
          </label>
          <select
            id={ids.outcome}
            className="field__input"
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as Outcome)}
          >
            {OUTCOMES.map((value) => (
              <option key={value} value={value}>
                {OUTCOME_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={entries.length === 0}
          onClick={() => {
            onAdd(outcome, entries);
            setText('');
          }}
        >
          Add {countText(entries.length, 'entry')}
        </Button>
      </div>
    </section>
  );
}
