import { Link } from 'wouter';
import { countText } from '@/lib/count-text';
import { paths } from '@/lib/routes';
import type { OfferAnswered } from './offer-card';

/** What the student's answer changed, at once: the policy's effect and the applications it withdrew. */
export function AnswerOutcome({ answered }: { answered: OfferAnswered | undefined }) {
  return (
    <div role="status" className="answer-status">
      {answered && (
        <section className="card answer-outcome" aria-labelledby="answer-outcome-heading">
          <h2 id="answer-outcome-heading">
            {answered.offer.state === 'accepted'
              ? `You accepted the offer from ${answered.offer.companyName}`
              : `You declined the offer from ${answered.offer.companyName}`}
          </h2>
          <p>{answered.effect}</p>
          {answered.withdrawnApplications > 0 && (
            <p>
              {countText(answered.withdrawnApplications, 'application')} the policy no longer allows{' '}
              {answered.withdrawnApplications === 1 ? 'was' : 'were'} withdrawn.
            </p>
          )}
          <p>
            <Link href={paths.studentDrives}>See the drives you may still apply to</Link>
          </p>
        </section>
      )}
    </div>
  );
}
