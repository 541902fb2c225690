import { Link } from 'wouter';
import { driveRoundHref } from '@/lib/routes';
import { roundKindLabel } from '@/lib/season/rounds';
import { collegeSlot } from '@/lib/season/college-time';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getDrive, type Side } from '../api/season-api';

/** The rounds a student coordinator or an interviewer is assigned (`driveId/roundId`), each a link to its list. */
export function AssignedRounds({ side, rounds }: { side: Side; rounds: readonly string[] }) {
  const driveIds = [...new Set(rounds.map((key) => key.split('/')[0]!))];
  const drives = useResource(`assigned:${driveIds.join(',')}`, () =>
    Promise.all(driveIds.map((id) => getDrive(id).then((answer) => answer.drive))),
  );
  if (rounds.length === 0)
    return <p>You are not assigned a round yet: the placement officer assigns the rounds you run.</p>;
  return (
    <ResourceState resource={drives} label="your rounds">
      {(list) => (
        <ul className="assigned-rounds" aria-label="Your rounds">
          {list.flatMap((drive) =>
            drive.rounds
              .filter((round) => rounds.includes(`${drive.id}/${round.id}`))
              .map((round) => (
                <li key={round.id}>
                  <Link href={driveRoundHref(side, drive.id, round.id)}>
                    {drive.title}, {side === 'college' ? drive.companyName : drive.collegeName}: round{' '}
                    {round.order}, {roundKindLabel(round.kind)}
                  </Link>{' '}
                  · {collegeSlot(round.date, round.time, drive.timeZone)}
                </li>
              )),
          )}
        </ul>
      )}
    </ResourceState>
  );
}
