/**
 * When an offer may be issued or answered (issue 25: every refusal carries its reasons). Pure, read by the server
 * (the mock's offer handlers) and worded by the screens with describeStepReason.
 */
import type { ApplicationState, DriveState, OfferState } from './machines';
import { makesOffers, OFFER_DRIVE_STATES } from './phases';
import type { StepReason } from './step-reasons';

/** An offer that still binds: waiting for an answer, or accepted. */
const LIVE_OFFER_STATES: readonly OfferState[] = ['issued', 'accepted'];

/** A refused step: the error code the server answers with, and its reasons. */
export interface StepRefusal<Code extends string> {
  code: Code;
  reasons: StepReason[];
}

/** Why a drive in this state issues no offers (closed, cancelled, not yet open). */
export function offerDriveRefusal(state: DriveState): StepRefusal<'drive_closed'> | undefined {
  return makesOffers(state)
    ? undefined
    : {
        code: 'drive_closed',
        reasons: [{ rule: 'driveState', value: state, allowed: [...OFFER_DRIVE_STATES] }],
      };
}

/**
 * Why an application may not be offered a job: it is not selected, or it already holds a live offer (the states
 * of its offers are given; rescinded, declined and expired ones do not count).
 */
export function offerApplicationRefusal(
  application: ApplicationState,
  offerStates: readonly OfferState[],
): StepRefusal<'not_selected' | 'offer_exists'> | undefined {
  if (application !== 'selected')
    return {
      code: 'not_selected',
      reasons: [{ rule: 'applicationState', value: application, allowed: ['selected'] }],
    };
  const live = offerStates.find((state) => LIVE_OFFER_STATES.includes(state));
  return live ? { code: 'offer_exists', reasons: [{ rule: 'offerExists', state: live }] } : undefined;
}

/** Why an offer can no longer be answered: its respond-by time passed (whether or not it was marked expired yet). */
export function offerAnswerRefusal(
  offer: { state: OfferState; respondBy: string },
  nowMs: number,
): StepRefusal<'offer_expired'> | undefined {
  const passed =
    offer.state === 'expired' || (offer.state === 'issued' && Date.parse(offer.respondBy) <= nowMs);
  return passed
    ? { code: 'offer_expired', reasons: [{ rule: 'respondByPassed', respondBy: offer.respondBy }] }
    : undefined;
}
