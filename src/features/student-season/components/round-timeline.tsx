import type { StudentApplication } from '@/lib/api/student-season-contract';
import { collegeSlot } from '@/lib/season/college-time';
import { roundKindLabel } from '@/lib/season/rounds';
import { ExternalLink } from '@/ui/external-link';
import { TIMELINE_OUTCOME_LABELS } from '../model/timeline-labels';

type Round = StudentApplication['timeline'][number];

function RoundPlace({ round }: { round: Round }) {
  if (round.link)
    return (
      <ExternalLink href={round.link} className="timeline__link">
        Join online
      </ExternalLink>
    );
  return <span>{round.venue ?? 'Venue to be announced'}</span>;
}

/** An application's rounds in order: what each is, when (at the college) and where, and how the student did. */
export function RoundTimeline({
  rounds,
  label,
  timeZone,
}: {
  rounds: readonly Round[];
  label: string;
  timeZone: string;
}) {
  const next = rounds.find((round) => round.outcome === 'upcoming');
  return (
    <ol className="timeline" aria-label={label}>
      {rounds.map((round) => (
        <li
          key={round.roundId}
          className={`timeline__round timeline__round--${round.outcome}`}
          aria-current={round === next ? 'step' : undefined}
        >
          <p className="timeline__name">
            Round {round.order}: {roundKindLabel(round.kind)}
          </p>
          <p className="timeline__when">
            {collegeSlot(round.date, round.time, timeZone)} · <RoundPlace round={round} />
          </p>
          <p className="timeline__outcome">
            <span className={`badge season-state season-state--${round.outcome}`}>
              {TIMELINE_OUTCOME_LABELS[round.outcome]}
            </span>
          </p>
        </li>
      ))}
    </ol>
  );
}
