/**
 * Rescinding an offer from the drive's offers list (issue 25: every step the offer machine allows has a screen):
 * whether this side may rescind it, as the machine says, and what it does, to whom, in the words of what the
 * server does (mocks/handlers/season-offers.ts): the student is told; an accepted offer rescinded puts them back in
 * the running if they hold no other; applications the policy withdrew at the acceptance stay withdrawn; the
 * student stays selected, so a new offer can be issued.
 */
import type { Offer } from '@/lib/api/offer-contract';
import { OFFER_MACHINE } from '@/lib/season/machines';
import { nextSteps, type Transition } from '@/lib/season/state-machine';
import type { OfferState } from '@/lib/season/machines';
import type { Side } from '../api/season-api';

/** The machine's rescind step for this side from the offer's state, if it has one. */
export function rescindStep(state: OfferState, side: Side): Transition<OfferState> | undefined {
  return nextSteps(OFFER_MACHINE, state, side === 'college' ? 'tpo' : 'company').find(
    (step) => step.to === 'rescinded',
  );
}

/** What rescinding the offer does, one sentence each, for the confirmation. */
export function rescindEffects(offer: Pick<Offer, 'state' | 'studentName'>, side: Side): string[] {
  const name = offer.studentName;
  const again =
    side === 'company'
      ? `${name} stays selected: you may issue them a new offer from 'Selected, waiting for an offer'.`
      : `${name} stays selected: the company may issue them a new offer.`;
  if (offer.state !== 'accepted')
    return [`${name} can no longer accept this offer and is told at once, with the reason you give.`, again];
  return [
    `${name} no longer holds this offer and is told at once, with the reason you give.`,
    `If it is the only offer ${name} accepted, they are back in the running: no longer placed, they may apply to drives and accept offers again, as the season's policy allows.`,
    'Any application the policy withdrew when they accepted it stays withdrawn: they apply again to drives still open.',
    again,
  ];
}
