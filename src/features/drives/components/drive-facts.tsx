import { Link } from 'wouter';
import type { DriveDetail } from '@/lib/api/drive-contract';
import { driveRoundHref } from '@/lib/routes';
import { collegeDateTime } from '@/lib/season/college-time';
import { describeCtc } from '@/lib/season/money';
import { tierLabel } from '@/lib/season/tiers';
import { FactList, type Fact } from '@/ui/screen/fact-list';
import type { Side } from '../api/season-api';
import { rulesText } from '../model/rules-text';
import { DriveStateBadge } from './state-badge';

/**
 * The applicant count, opening the applicants table: the results screen of the round now running (the first
 * without results, else the last), which shows every applicant of the drive, for the TPO and the company alike.
 */
function ApplicantsLink({ drive, side }: { drive: DriveDetail; side: Side }) {
  const round = drive.rounds.find((candidate) => !candidate.resultsPublishedAt) ?? drive.rounds.at(-1);
  if (!round || drive.applicantCount === 0) return <>{drive.applicantCount}</>;
  return (
    <Link href={driveRoundHref(side, drive.id, round.id)}>
      {drive.applicantCount}
      <span className="visually-hidden"> applicants: open the table</span>
    </Link>
  );
}

/** What a drive is: its parties, state, CTC and tier, deadline and who may apply. */
export function DriveFacts({ drive, side }: { drive: DriveDetail; side: Side }) {
  const facts: Fact[] = [
    [side === 'college' ? 'Company' : 'College', side === 'college' ? drive.companyName : drive.collegeName],
    ['State', <DriveStateBadge key="state" state={drive.state} />],
    ['CTC', describeCtc(drive.ctc)],
    ['Tier', `${tierLabel(drive.tier)} (season policy version ${drive.tierPolicyVersion})`],
    ['Location', drive.location],
    ['Vacancies', drive.vacancies === undefined ? 'Not fixed' : String(drive.vacancies)],
    ['Applications close', collegeDateTime(drive.deadline, drive.timeZone)],
    ['Applicants', <ApplicantsLink key="applicants" drive={drive} side={side} />],
  ];
  return (
    <section className="card" aria-labelledby="facts-heading">
      <h2 id="facts-heading">The drive</h2>
      <FactList facts={facts} />
      <h3>Who may apply</h3>
      <ul>
        {rulesText(drive.rules).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {drive.description && <p className="drive-description">{drive.description}</p>}
    </section>
  );
}
