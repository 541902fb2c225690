import { HttpResponse } from 'msw';
import { SEASON_API } from '@/lib/api/season-endpoints';
import { describePolicyReason, describeAcceptEffect, policyReasons } from '@/lib/season/policy';
import { mockStore } from '../db/store';
import { takeEnrolmentStep } from '../season/enrolment-steps';
import { applyAcceptance, moveOffer, PLACEMENT_RULES } from '../season/season-actions';
import { currentPolicy, rollKey, standingOf } from '../season/season-lookup';
import { offerView, standingView } from '../season/season-views';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { route } from './http/route';
import { invalidTransition, requireStudent } from './season-access';

const noRecord = () =>
  errorResponse(404, 'The placement cell has no academic record for you yet', 'not_found');

/** GET /student/offers: the student's offers, with what accepting each issued one would do. */
const offers = route(SEASON_API.studentOffers, async ({ cookies }) => {
  const { link, state } = await requireStudent(cookies);
  if (!link?.record) return noRecord();
  const roll = rollKey(link.record.rollNumber);
  const policy = currentPolicy(state, link.collegeId);
  const standing = standingOf(state, link.collegeId, roll);
  const own = state.offers
    .filter((offer) => offer.collegeId === link.collegeId && offer.rollNumber === roll)
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
    .map((offer) => ({
      offer: offerView(state, offer),
      ...(offer.state === 'issued'
        ? { acceptEffect: describeAcceptEffect(policy, standing, offer.tier) }
        : {}),
    }));
  return HttpResponse.json({ offers: own, standing: standingView(state, link.collegeId, roll) });
});

/** PATCH /student/offers/:id: accept or decline before the respond-by time; the policy applies at once. */
const answer = route(SEASON_API.answerOffer, async ({ request, params, cookies }) => {
  const { link } = await requireStudent(cookies);
  const { state: to } = await readBody(request, SEASON_API.answerOffer);
  if (!link?.record) return noRecord();
  const roll = rollKey(link.record.rollNumber);
  return mockStore().update((state) => {
    const offer = state.offers.find(
      (entry) => entry.id === params.id && entry.collegeId === link.collegeId && entry.rollNumber === roll,
    );
    if (!offer) return errorResponse(404, 'No such offer', 'not_found');
    if (offer.state === 'expired' || (offer.state === 'issued' && Date.parse(offer.respondBy) <= Date.now()))
      return errorResponse(409, 'This offer expired: its respond-by time has passed', 'offer_expired');
    const policy = currentPolicy(state, link.collegeId);
    const standing = standingOf(state, link.collegeId, roll);
    const now = new Date().toISOString();
    if (to === 'accepted' && offer.state === 'issued') {
      const blocked = policyReasons(policy, standing, offer.tier).filter(
        (reason) => PLACEMENT_RULES.has(reason.rule) || reason.rule === 'optedOut',
      );
      if (blocked.length)
        return errorResponse(422, blocked.map(describePolicyReason).join('; '), 'policy_blocked', blocked);
    }
    const effect =
      to === 'accepted' ? describeAcceptEffect(policy, standing, offer.tier) : 'You declined the offer.';
    const refusal = moveOffer(offer, to, 'student', now);
    if (refusal) return invalidTransition(refusal);
    const withdrawnApplications = to === 'accepted' ? applyAcceptance(state, offer, now) : 0;
    return HttpResponse.json({ offer: offerView(state, offer), effect, withdrawnApplications });
  });
});

/** GET /student/season: where the student stands, and the policy in plain words. */
const standing = route(SEASON_API.standing, async ({ cookies }) => {
  const { link, state } = await requireStudent(cookies);
  if (!link?.record) return noRecord();
  return HttpResponse.json({ standing: standingView(state, link.collegeId, link.record.rollNumber) });
});

/** PATCH /student/season: opt out of the season (applications in progress are withdrawn), or back in. */
const setEnrolment = route(SEASON_API.setEnrolment, async ({ request, cookies }) => {
  const { link } = await requireStudent(cookies);
  const { state: to } = await readBody(request, SEASON_API.setEnrolment);
  if (!link?.record) return noRecord();
  const { collegeId } = link;
  const roll = link.record.rollNumber;
  return mockStore().update((state) => {
    const step = takeEnrolmentStep(state, collegeId, roll, to, 'student');
    if ('rule' in step) return invalidTransition(step);
    return HttpResponse.json({
      standing: standingView(state, collegeId, roll),
      withdrawnApplications: step.withdrawn,
    });
  });
});

export const seasonStudentOfferHandlers = [offers, answer, standing, setEnrolment];
