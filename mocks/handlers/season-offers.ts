import { HttpResponse } from 'msw';
import { OFFER_API } from '@/lib/api/offer-endpoints';
import { placeAfterRescind } from '@/lib/season/enrolment';
import type { EnrolmentState } from '@/lib/season/machines';
import { offerIssuedNotice, offerRescindedNotice } from '@/lib/season/offer-notices';
import { offerApplicationRefusal, offerDriveRefusal } from '@/lib/season/offer-steps';
import { randomId } from '../db/crypto';
import type { MockOffer } from '../db/season-state';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { auditActor, recordOfferStep } from '../season/audit-log';
import { moveEnrolment, moveOffer, notify, offerTier } from '../season/season-actions';
import { collegeTimeZoneOf, enrolmentChangesOf, enrolmentOf } from '../season/season-lookup';
import { offerView } from '../season/season-views';
import { parseQuery, requireAccount } from './access';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { idempotent } from './http/idempotency';
import { route } from './http/route';
import { paginate } from './portal-views';
import { RECRUITERS_ONLY, invalidTransition, recruiterOf, settleSeason } from './season-access';

const ISSUE_REFUSALS = {
  not_selected: 'Offers go to selected applicants only',
  offer_exists: 'This applicant already has an offer for this drive',
} as const;

/** GET /drives/:id/offers: the drive's offers, newest first, a page at a time. */
const driveOffers = route(OFFER_API.driveOffers, async ({ request, params, cookies }) => {
  const { account } = await requireAccount(cookies, RECRUITERS_ONLY);
  const query = parseQuery(request, OFFER_API.driveOffers);
  await settleSeason();
  const state = await mockStore().read();
  const found = recruiterOf(state, params.id, account);
  if (found instanceof Response) return found;
  const offers = state.offers
    .filter((offer) => offer.driveId === found.drive.id)
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
  const page = paginate(offers, query);
  return HttpResponse.json({ ...page, items: page.items.map((offer) => offerView(state, offer)) });
});

/** POST /drives/:id/offers: an offer to a selected applicant, its tier decided now under the current policy. */
const issue = route(OFFER_API.issueOffer, async ({ request, params, cookies }) => {
  const { account, session } = await requireAccount(cookies, RECRUITERS_ONLY);
  const input = await readBody(request, OFFER_API.issueOffer);
  if (Date.parse(input.respondBy) <= Date.now())
    return errorResponse(400, 'Invalid request: respondBy must be in the future', 'invalid_request');
  await settleSeason();
  return idempotent(request, () =>
    mockStore().update((state) => {
      const found = recruiterOf(state, params.id, account);
      if (found instanceof Response) return found;
      const { drive } = found;
      const closed = offerDriveRefusal(drive.state);
      if (closed)
        return errorResponse(
          409,
          `This drive is ${drive.state}: no more offers`,
          closed.code,
          closed.reasons,
        );
      const application = state.driveApplications.find(
        (entry) => entry.id === input.applicationId && entry.driveId === drive.id,
      );
      if (!application) return errorResponse(404, 'No such application in this drive', 'not_found');
      const offerStates = state.offers
        .filter((offer) => offer.applicationId === application.id)
        .map((offer) => offer.state);
      const refused = offerApplicationRefusal(application.state, offerStates);
      if (refused) return errorResponse(409, ISSUE_REFUSALS[refused.code], refused.code, refused.reasons);
      const offer: MockOffer = {
        id: `off-${randomId(6)}`,
        driveId: drive.id,
        applicationId: application.id,
        collegeId: drive.collegeId,
        rollNumber: application.rollNumber,
        ...(application.candidateId ? { candidateId: application.candidateId } : {}),
        ctc: input.ctc,
        ...offerTier(state, drive.collegeId, input.ctc),
        location: input.location.trim(),
        joiningDate: input.joiningDate,
        respondBy: new Date(input.respondBy).toISOString(),
        state: 'issued',
        issuedAt: new Date().toISOString(),
      };
      state.offers.push(offer);
      recordOfferStep(state, auditActor(state, account, session.email), offer);
      const { title, text } = offerIssuedNotice(
        { ...offer, companyName: drive.companyName, title: drive.title },
        collegeTimeZoneOf(state, drive.collegeId),
      );
      notify(state, offer.candidateId, 'offer', title, text, { driveId: drive.id, offerId: offer.id });
      return HttpResponse.json({ offer: offerView(state, offer) }, { status: 201 });
    }),
  );
});

/**
 * Puts a student back where the placement found them when the accepted offer they held is rescinded and they hold
 * no other: in the running, or under the block they accepted it in. Answers where they now are.
 * Applications the policy withdrew at the acceptance stay withdrawn.
 */
function unplaceIfNoOffer(state: MockState, offer: MockOffer): EnrolmentState {
  const holds = state.offers.some(
    (entry) =>
      entry.collegeId === offer.collegeId &&
      entry.rollNumber === offer.rollNumber &&
      entry.state === 'accepted',
  );
  if (holds) return 'placed';
  // Only a placement is undone: a student who is not placed stays where they are.
  const now = enrolmentOf(state, offer.collegeId, offer.rollNumber);
  if (now !== 'placed') return now;
  const back = placeAfterRescind(enrolmentChangesOf(state, offer.collegeId, offer.rollNumber));
  const details = back.to === 'blocked' ? { restores: back.restores } : {};
  moveEnrolment(state, offer.collegeId, offer.rollNumber, back.to, 'system', details);
  return back.to;
}

/** PATCH /offers/:id: the drive's company or TPO rescinds an offer; the student is told what it did. */
const rescind = route(OFFER_API.rescindOffer, async ({ request, params, cookies }) => {
  const { account, session } = await requireAccount(cookies, RECRUITERS_ONLY);
  const { state: to, reason } = await readBody(request, OFFER_API.rescindOffer);
  await settleSeason();
  return mockStore().update((state) => {
    const offer = state.offers.find((entry) => entry.id === params.id);
    if (!offer) return errorResponse(404, 'No such offer', 'not_found');
    const found = recruiterOf(state, offer.driveId, account);
    if (found instanceof Response) return found;
    const by = found.actor === 'company' ? 'company' : 'tpo';
    const from = offer.state;
    const wasAccepted = from === 'accepted';
    const now = new Date().toISOString();
    const refusal = moveOffer(offer, to, found.actor, now);
    if (refusal) return invalidTransition(refusal);
    offer.rescinded = { by, at: now, reason: reason.trim() };
    recordOfferStep(state, auditActor(state, account, session.email), offer, from, offer.rescinded.reason);
    const place = wasAccepted ? unplaceIfNoOffer(state, offer) : undefined;
    const { title, text } = offerRescindedNotice(found.drive, {
      by,
      wasAccepted,
      stillPlaced: place === 'placed',
      blockStands: place === 'blocked',
      reason: offer.rescinded.reason,
    });
    notify(state, offer.candidateId, 'offer', title, text, { driveId: offer.driveId, offerId: offer.id });
    return HttpResponse.json({ offer: offerView(state, offer) });
  });
});

export const seasonOfferHandlers = [driveOffers, issue, rescind];
