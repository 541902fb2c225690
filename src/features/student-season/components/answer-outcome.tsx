import { Link } from 'wouter';
import type { OfferAnswerResponse } from '@/lib/api/student-offer-contract';
import { paths } from '@/lib/routes';
import { AcceptEffectDetails } from './accept-effect-details';

/** What the student's answer changed, at once: for an acceptance, the effect the server applied, by name. */
export function AnswerOutcome({ answered }: { answered: OfferAnswerResponse | undefined }) {
  return (
    <div role="status" className="answer-status">
      {answered && (
        <section className="card answer-outcome" aria-labelledby="answer-outcome-heading">
          <h2 id="answer-outcome-heading">
            {answered.offer.state === 'accepted'
              ? `You accepted the offer from ${answered.offer.companyName}`
              : `You declined the offer from ${answered.offer.companyName}`}
          </h2>
          {answered.effect ? (
            <AcceptEffectDetails effect={answered.effect} done />
          ) : (
            <p>A declined offer cannot be accepted later.</p>
          )}
          <p>
            <Link href={paths.studentDrives}>See the drives you may still apply to</Link>
          </p>
        </section>
      )}
    </div>
  );
}
