import { Link } from 'wouter';
import type { DriveDetail } from '@/lib/api/drive-contract';
import { driveRoundHref } from '@/lib/routes';
import { takesResults } from '@/lib/season/phases';
import { collegeDateTime, collegeSlot } from '@/lib/season/college-time';
import { roundKindLabel } from '@/lib/season/rounds';
import { roundNotHeldReason } from '@/lib/season/round-schedule';
import type { Side } from '../api/season-api';

/** The drive's rounds in order, each with where and when, and its results page while rounds run. */
export function RoundList({ drive, side }: { drive: DriveDetail; side: Side }) {
  // Results are recorded while the drive takes applications (a test may come first) or runs its rounds.
  const recording = takesResults(drive.state);
  return (
    <section className="card" aria-labelledby="rounds-heading">
      <h2 id="rounds-heading">Rounds</h2>
      <ol className="drive-rounds">
        {drive.rounds.map((round) => {
          // A round still ahead takes no results yet: its page shows the applicants and says when it is held.
          const ahead = recording && roundNotHeldReason(round, drive.timeZone) !== undefined;
          return (
            <li key={round.id}>
              <strong>
                Round {round.order}: {roundKindLabel(round.kind)}
              </strong>
              <span className="muted">
                {' '}
                {collegeSlot(round.date, round.time, drive.timeZone)} · {round.venue ?? round.link}
              </span>
              <span className="drive-rounds__status">
                {round.resultsPublishedAt
                  ? `Results published ${collegeDateTime(round.resultsPublishedAt, drive.timeZone)}`
                  : ahead
                    ? 'Not held yet'
                    : 'No results yet'}
                {(recording || round.resultsPublishedAt) && (
                  <>
                    {' · '}
                    <Link href={driveRoundHref(side, drive.id, round.id)}>
                      {ahead ? 'See applicants' : recording ? 'Record results' : 'See results'}
                      <span className="visually-hidden"> of round {round.order}</span>
                    </Link>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
