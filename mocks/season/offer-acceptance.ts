/**
 * Accepting an offer, as the server does it: the effect is the pure rule's (src/lib/season/accept-effect.ts), fed
 * from the state, both when GET /student/offers shows it and when PATCH /student/offers/:id applies it, so the
 * student is shown exactly what is done.
 */
import type { AcceptEffectView } from '@/lib/api/student-offer-contract';
import { acceptEffect } from '@/lib/season/accept-effect';
import { applicationWithdrawnNotice } from '@/lib/season/offer-notices';
import type { Tier } from '@/lib/season/tiers';
import { rollKey } from '@/lib/match-keys';
import type { MockDrive, MockOffer } from '../db/season-state';
import type { MockState } from '../db/state';
import { moveApplication, moveEnrolment, notify } from './season-actions';
import { activeApplicationsOf, currentPolicy, driveTier, standingOf } from './season-lookup';

const driveOf = (state: MockState, id: string): MockDrive | undefined =>
  state.drives.find((drive) => drive.id === id);

type Affected = AcceptEffectView['withdraws'][number];

/** An application or an offer as the effect names it: by its drive's company and role, in `tier`. */
function affected(state: MockState, id: string, driveId: string, tier?: Tier): Affected[] {
  const drive = driveOf(state, driveId);
  if (!drive) return [];
  const { companyName, title } = drive;
  return [{ id, driveId, companyName, title, tier: tier ?? driveTier(state, drive).tier }];
}

/** What accepting `offer` would do now, from where the student stands before accepting it. */
export function acceptEffectFor(state: MockState, offer: MockOffer): AcceptEffectView {
  const { collegeId, rollNumber } = offer;
  const applications = activeApplicationsOf(state, collegeId, rollNumber)
    .filter((application) => application.id !== offer.applicationId)
    .flatMap((application) => affected(state, application.id, application.driveId));
  const roll = rollKey(rollNumber);
  // An offer keeps the tier it was issued in (the drive's may differ under a later policy).
  const otherOffers = state.offers
    .filter(
      (other) =>
        other.id !== offer.id &&
        other.collegeId === collegeId &&
        other.rollNumber === roll &&
        other.state === 'issued',
    )
    .flatMap((other) => affected(state, other.id, other.driveId, other.tier));
  return acceptEffect(
    currentPolicy(state, collegeId),
    standingOf(state, collegeId, rollNumber),
    offer.tier,
    applications,
    otherOffers,
  );
}

/**
 * After the offer moved to accepted: the student is placed, and each application the effect names is withdrawn
 * by the server, with a notification of its own naming its drive.
 */
export function applyAcceptance(
  state: MockState,
  offer: MockOffer,
  effect: AcceptEffectView,
  now: string,
): void {
  moveEnrolment(state, offer.collegeId, offer.rollNumber, 'placed', 'system');
  const accepted = driveOf(state, offer.driveId);
  const acceptedNamed = {
    companyName: accepted?.companyName ?? 'the company',
    title: accepted?.title ?? 'the offer',
    tier: offer.tier,
  };
  for (const withdrawn of effect.withdraws) {
    const application = state.driveApplications.find((entry) => entry.id === withdrawn.id);
    if (!application || moveApplication(application, 'withdrawn', 'system', now)) continue;
    const { title, text } = applicationWithdrawnNotice(withdrawn, acceptedNamed);
    notify(state, application.candidateId, 'application-withdrawn', title, text, {
      driveId: withdrawn.driveId,
    });
  }
}
