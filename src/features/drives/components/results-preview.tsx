import { useId } from 'react';
import type { PreviewPerson, RoundResultsPreview } from '@/lib/api/round-contract';
import { describeStepReason } from '@/lib/season/step-reasons';
import type { Outcome } from '../model/results-draft';
import { advanceTitle, notInRoundWhy, restText } from '../model/results-preview-text';

/** Names listed in full; a longer list says the rest in one paragraph behind a disclosure (a 1,500-name shortlist). */
const SHOWN = 12;

const personText = (person: PreviewPerson) => `${person.name} (${person.rollNumber}, ${person.branch})`;

interface Group {
  title: string;
  items: string[];
  /** Moving on (advance), a plain result, or entries that will not be published. */
  tone: 'go' | 'neutral' | 'warn';
  /** What to do about entries that will not be published. */
  note?: string;
}

function PreviewGroup({ title, items, tone, note }: Group) {
  const id = useId();
  return (
    <div className={`results-preview__group results-preview__group--${tone}`}>
      <h4 id={id}>
        {title}: {items.length}
      </h4>
      {note && <p className="results-preview__note">{note}</p>}
      <ul aria-labelledby={id}>
        {items.slice(0, SHOWN).map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      {items.length > SHOWN && (
        <details>
          <summary>All {items.length}</summary>
          <p>{items.join('; ')}</p>
        </details>
      )}
    </div>
  );
}

/**
 * What publishing will do, as the server worked it out with the rule it publishes by: who advances (or is
 * selected), waits or was absent, by name; the entries that name nobody or someone not in the round; and what
 * becomes of everyone else, counted over every branch, with how many lie outside the table's current view.
 */
export function ResultsPreview({
  preview,
  rejectRest,
  view,
  overridden,
}: {
  preview: RoundResultsPreview;
  rejectRest: boolean;
  /** The table's filter in words ('' when it shows everyone). */
  view: string;
  /** What an entry moved from another list says ('was advance, now absent'), if it was. */
  overridden: (entry: string, now: Outcome) => string | undefined;
}) {
  const heading = useId();
  const people = (list: readonly PreviewPerson[], now: Outcome) =>
    list.map((person) => {
      const moved = overridden(person.entry, now);
      return moved ? `${personText(person)}: ${moved}` : personText(person);
    });
  const groups = (
    [
      { title: advanceTitle(preview), tone: 'go', items: people(preview.advance, 'advance') },
      { title: 'Waitlisted', tone: 'neutral', items: people(preview.waitlist, 'waitlist') },
      { title: 'Absent', tone: 'neutral', items: people(preview.absent, 'absent') },
      {
        title: 'Not in this round',
        tone: 'warn',
        note: 'Their results stay as they are.',
        items: preview.notInRound.map(
          (entry) =>
            `${entry.entry}: ${entry.name}, ${notInRoundWhy(entry.state, entry.roundReached, preview.order)}`,
        ),
      },
      {
        title: 'Match no applicant of this drive',
        tone: 'warn',
        note: 'Check these entries: nobody is told anything for them.',
        items: preview.unknown,
      },
    ] satisfies Group[]
  ).filter((group) => group.items.length > 0);
  const turningDown = rejectRest && preview.rest.total > 0;
  return (
    <section className="results-preview" aria-labelledby={heading}>
      <h3 id={heading}>What publishing will do</h3>
      {groups.map((group) => (
        <PreviewGroup key={group.title} {...group} />
      ))}
      <p className={`results-preview__rest${turningDown ? ' results-preview__rest--warn' : ''}`}>
        {restText(preview.rest, rejectRest, view)}
      </p>
      {preview.changes === 0 && (
        <p className="results-preview__rest results-preview__rest--warn">
          {/* No zone is needed: this reason names no time. */}
          {describeStepReason({ rule: 'nothingToPublish' }, '')}.
        </p>
      )}
    </section>
  );
}
