import { countText } from '@/lib/count-text';
import { Link } from 'wouter';
import type { DriveSummary } from '@/lib/api/drive-contract';
import { driveHref } from '@/lib/routes';
import { collegeDateTime } from '@/lib/season/college-time';
import { formatLpa } from '@/lib/season/money';
import { tierLabel } from '@/lib/season/tiers';
import type { Side } from '../api/season-api';
import { DriveStateBadge } from './state-badge';

/** One drive in a list: who, what, its state, tier, CTC, deadline and applicants. */
export function DriveCard({ drive, side }: { drive: DriveSummary; side: Side }) {
  const other = side === 'college' ? drive.companyName : drive.collegeName;
  return (
    <article className="card record-card">
      <p className="record-card__eyebrow">{other}</p>
      <h2 className="record-card__title">
        <Link href={driveHref(side, drive.id)}>{drive.title}</Link>
      </h2>
      <p className="record-card__line">
        <DriveStateBadge state={drive.state} /> <span className="badge">{tierLabel(drive.tier)}</span>{' '}
        {formatLpa(drive.ctcTotal)} · {drive.location}
      </p>
      <p className="record-card__line muted">
        Applications close {collegeDateTime(drive.deadline, drive.timeZone)} ·{' '}
        {countText(drive.applicantCount, 'applicant')} · {countText(drive.roundCount, 'round')}
      </p>
    </article>
  );
}
