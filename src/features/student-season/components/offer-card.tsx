import { useState } from 'react';
import type { Offer } from '@/lib/api/offer-contract';
import type { AcceptEffectView, OfferAnswerResponse, StudentOffer } from '@/lib/api/student-offer-contract';
import { collegeDate, collegeDateTime, hasPassed } from '@/lib/season/college-time';
import { describeReason } from '@/lib/season/decision';
import { tierLabel } from '@/lib/season/tiers';
import { Button } from '@/ui/button';
import { FactList } from '@/ui/screen/fact-list';
import { answerOffer } from '../api/season-api';
import { changedWithdrawsOf } from '../model/accept-changed';
import { useSeasonAction } from '../model/use-season-action';
import { AcceptEffectDetails } from './accept-effect-details';
import { AnswerOfferDialog } from './answer-offer-dialog';
import { CtcBreakdown } from './ctc-breakdown';
import { RefusalBox } from './refusal-box';
import { RespondBy } from './respond-by';
import { SeasonCard } from './season-card';
import { OfferStateBadge } from './state-badges';

interface OfferCardProps {
  item: StudentOffer;
  onAnswered: (answer: OfferAnswerResponse) => void;
}

/** Why an offer can no longer be answered, or undefined while it can. */
function closedText(offer: Offer): string | undefined {
  if (offer.state === 'expired' || (offer.state === 'issued' && hasPassed(offer.respondBy)))
    return `This offer expired: the respond-by time, ${collegeDateTime(offer.respondBy, offer.timeZone)}, passed without an answer, so it can no longer be accepted.`;
  if (offer.state === 'accepted')
    return `You accepted this offer${offer.answeredAt ? ` on ${collegeDate(offer.answeredAt, offer.timeZone)}` : ''}.`;
  if (offer.state === 'declined')
    return `You declined this offer${offer.answeredAt ? ` on ${collegeDate(offer.answeredAt, offer.timeZone)}` : ''}.`;
  if (offer.state === 'rescinded') {
    const on = offer.rescinded ? ` on ${collegeDate(offer.rescinded.at, offer.timeZone)}` : '';
    const who = offer.rescinded?.by === 'tpo' ? 'The placement cell' : offer.companyName;
    const why = offer.rescinded?.reason ? ` Reason: ${offer.rescinded.reason}` : '';
    return `${who} rescinded this offer${on}: it can no longer be accepted.${why}`;
  }
  return undefined;
}

/**
 * One offer: its CTC, place and dates, and while it waits for an answer what accepting it does under the policy
 * (by name: the applications withdrawn, the drives still open), or why the policy would refuse it. An acceptance
 * carries the applications the confirmation showed; when the server answers that they changed meanwhile (a second
 * tab, a new application), the confirmation shows the new list and asks again.
 */
export function OfferCard({ item, onAnswered }: OfferCardProps) {
  const { offer, acceptRefusal } = item;
  const action = useSeasonAction();
  const [confirming, setConfirming] = useState<'accepted' | 'declined'>();
  const [changedWithdraws, setChangedWithdraws] = useState<AcceptEffectView['withdraws']>();
  const acceptEffect =
    item.acceptEffect && changedWithdraws
      ? { ...item.acceptEffect, withdraws: changedWithdraws }
      : item.acceptEffect;
  const closed = closedText(offer);
  const confirm = () => {
    if (!confirming) return;
    const answer = confirming;
    const shown =
      answer === 'accepted' ? (acceptEffect?.withdraws ?? []).map((entry) => entry.id) : undefined;
    void action.run(answer, async () => {
      try {
        onAnswered(await answerOffer(offer.id, answer, shown));
        setConfirming(undefined);
      } catch (caught) {
        const changed = changedWithdrawsOf(caught);
        if (!changed) {
          setConfirming(undefined);
          throw caught;
        }
        setChangedWithdraws(changed);
      }
    });
  };
  return (
    <SeasonCard
      className="offer-card"
      company={offer.companyName}
      title={offer.title}
      meta={
        <p>
          <OfferStateBadge state={offer.state} />
        </p>
      }
    >
      <CtcBreakdown ctc={offer.ctc} total={offer.ctcTotal} tier={offer.tier} />
      <FactList
        className="offer-card__facts"
        facts={[
          ['Location', offer.location],
          ['Joining date', collegeDate(offer.joiningDate, offer.timeZone)],
          [
            'Respond by',
            <RespondBy key="respond-by" at={offer.respondBy} zone={offer.timeZone} countdown={!closed} />,
          ],
        ]}
      />
      {closed ? (
        <p className="offer-card__closed">{closed}</p>
      ) : (
        <>
          <div className="offer-card__effect">
            <h4>If you accept this {tierLabel(offer.tier)} offer</h4>
            {acceptRefusal?.length ? (
              <>
                <p>This season&apos;s policy does not let you accept it:</p>
                <ul>
                  {acceptRefusal.map((reason) => (
                    <li key={reason.rule}>{describeReason(reason, offer.timeZone)}</li>
                  ))}
                </ul>
              </>
            ) : (
              acceptEffect && <AcceptEffectDetails effect={acceptEffect} />
            )}
            <p className="muted">An offer you accept cannot be declined later.</p>
          </div>
          <div className="drive-card__actions">
            {!acceptRefusal?.length && (
              <Button
                onClick={() => {
                  setChangedWithdraws(undefined);
                  setConfirming('accepted');
                }}
              >
                Accept offer
              </Button>
            )}
            <Button variant="secondary" onClick={() => setConfirming('declined')}>
              Decline offer
            </Button>
          </div>
        </>
      )}
      <RefusalBox error={action.error} zone={offer.timeZone} />
      <AnswerOfferDialog
        answer={confirming}
        company={offer.companyName}
        acceptEffect={acceptEffect}
        changed={changedWithdraws !== undefined}
        busy={action.busy !== undefined}
        onConfirm={confirm}
        onCancel={() => setConfirming(undefined)}
      />
    </SeasonCard>
  );
}
