import { Link } from 'wouter';
import type { StudentApplication } from '@/lib/api/student-season-contract';
import { collegeDate } from '@/lib/season/college-time';
import { formatLpa } from '@/lib/season/money';
import { paths } from '@/lib/routes';
import { RoundTimeline } from './round-timeline';
import { SeasonCard } from './season-card';
import { ApplicationStateBadge } from './state-badges';
import { TierBadge } from './tier-badge';

/** One application and where it stands, round by round. */
export function ApplicationCard({ application }: { application: StudentApplication }) {
  const { drive } = application;
  return (
    <SeasonCard
      className="application-card"
      company={drive.companyName}
      title={drive.title}
      meta={
        <>
          <p className="muted">
            {formatLpa(drive.ctcTotal)} <TierBadge tier={drive.tier} /> · applied{' '}
            {collegeDate(application.appliedAt, drive.timeZone)}
          </p>
          <p>
            Status: <ApplicationStateBadge state={application.state} />
          </p>
        </>
      }
    >
      {application.timeline.length > 0 ? (
        <RoundTimeline
          rounds={application.timeline}
          label={`Rounds of ${drive.companyName}: ${drive.title}`}
          timeZone={drive.timeZone}
        />
      ) : (
        <p className="muted">The company has not scheduled rounds yet.</p>
      )}
      {application.offerId && (
        <p>
          <Link href={paths.studentOffers}>You have an offer from {drive.companyName}: answer it</Link>
        </p>
      )}
    </SeasonCard>
  );
}
