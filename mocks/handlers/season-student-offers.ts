import { HttpResponse } from 'msw';
import { STUDENT_SEASON_API } from '@/lib/api/student-season-endpoints';
import { acceptRefusal, acceptWithdrawsRefusal } from '@/lib/season/accept-effect';
import { describeStepReason } from '@/lib/season/step-reasons';
import { offerAnswerRefusal } from '@/lib/season/offer-steps';
import { describePolicyReason } from '@/lib/season/policy';
import { rollKey } from '@/lib/match-keys';
import type { MockOffer } from '../db/season-state';
import { mockStore } from '../db/store';
import { auditActor, recordEnrolmentChange, recordOfferStep } from '../season/audit-log';
import { takeEnrolmentStep } from '../season/enrolment-steps';
import { acceptEffectFor, applyAcceptance } from '../season/offer-acceptance';
import { moveOffer } from '../season/season-actions';
import { collegeTimeZoneOf, currentPolicy, standingOf } from '../season/season-lookup';
import { offerView, standingView } from '../season/season-views';
import { readBody } from './http/bodies';
import { parseQuery } from './access';
import { errorResponse } from './http/errors';
import { route } from './http/route';
import { paginate } from './portal-views';
import { invalidTransition, requireStudent } from './season-access';

const noRecord = () =>
  errorResponse(404, 'The placement cell has no academic record for you yet', 'not_found');

/** Offers waiting for an answer first, the soonest respond-by first; then the newest. */
function answerOrder(a: MockOffer, b: MockOffer): number {
  const waiting = Number(b.state === 'issued') - Number(a.state === 'issued');
  if (waiting) return waiting;
  return a.state === 'issued' ? a.respondBy.localeCompare(b.respondBy) : b.issuedAt.localeCompare(a.issuedAt);
}

/** GET /student/offers: a page of the student's offers, with what accepting each waiting one would do. */
const offers = route(STUDENT_SEASON_API.studentOffers, async ({ request, cookies }) => {
  const { link, state } = await requireStudent(cookies);
  const query = parseQuery(request, STUDENT_SEASON_API.studentOffers);
  if (!link?.record) return noRecord();
  const roll = rollKey(link.record.rollNumber);
  const policy = currentPolicy(state, link.collegeId);
  const standing = standingOf(state, link.collegeId, roll);
  const own = state.offers
    .filter((offer) => offer.collegeId === link.collegeId && offer.rollNumber === roll)
    .sort(answerOrder);
  const page = paginate(own, query);
  const items = page.items.map((offer) => {
    if (offer.state !== 'issued') return { offer: offerView(state, offer) };
    const refusal = acceptRefusal(policy, standing, offer.tier);
    return refusal.length
      ? { offer: offerView(state, offer), acceptRefusal: refusal }
      : { offer: offerView(state, offer), acceptEffect: acceptEffectFor(state, offer) };
  });
  const waiting = own.filter((offer) => offer.state === 'issued').length;
  return HttpResponse.json({ ...page, items, waiting });
});

/** PATCH /student/offers/:id: accept or decline before the respond-by time; the policy applies at once. */
const answer = route(STUDENT_SEASON_API.answerOffer, async ({ request, params, cookies }) => {
  const { account, link } = await requireStudent(cookies);
  const { state: to, withdraws } = await readBody(request, STUDENT_SEASON_API.answerOffer);
  if (!link?.record) return noRecord();
  const roll = rollKey(link.record.rollNumber);
  return mockStore().update((state) => {
    const offer = state.offers.find(
      (entry) => entry.id === params.id && entry.collegeId === link.collegeId && entry.rollNumber === roll,
    );
    if (!offer) return errorResponse(404, 'No such offer', 'not_found');
    const expired = offerAnswerRefusal(offer, Date.now());
    if (expired)
      return errorResponse(
        409,
        'This offer expired: its respond-by time has passed',
        expired.code,
        expired.reasons,
      );
    const accepting = to === 'accepted' && offer.state === 'issued';
    if (accepting) {
      const blocked = acceptRefusal(
        currentPolicy(state, link.collegeId),
        standingOf(state, link.collegeId, roll),
        offer.tier,
      );
      if (blocked.length)
        return errorResponse(
          422,
          blocked
            .map((reason) => describePolicyReason(reason, collegeTimeZoneOf(state, link.collegeId)))
            .join('; '),
          'policy_blocked',
          blocked,
        );
    }
    // The effect is decided from where the student stands before accepting: the one shown on their offer.
    const effect = accepting ? acceptEffectFor(state, offer) : undefined;
    const changed = effect && acceptWithdrawsRefusal(effect.withdraws, withdraws);
    if (changed)
      return errorResponse(
        409,
        describeStepReason(changed, collegeTimeZoneOf(state, link.collegeId)),
        'accept_changed',
        [changed],
      );
    const now = new Date().toISOString();
    const from = offer.state;
    const refusal = moveOffer(offer, to, 'student', now);
    if (refusal) return invalidTransition(refusal);
    recordOfferStep(state, auditActor(state, account), offer, from);
    if (effect) applyAcceptance(state, offer, effect, now);
    return HttpResponse.json({ offer: offerView(state, offer), ...(effect ? { effect } : {}) });
  });
});

/** GET /student/season: where the student stands, and the policy in plain words. */
const standing = route(STUDENT_SEASON_API.standing, async ({ cookies }) => {
  const { link, state } = await requireStudent(cookies);
  if (!link?.record) return noRecord();
  return HttpResponse.json({ standing: standingView(state, link.collegeId, link.record.rollNumber) });
});

/** PATCH /student/season: opt out of the season (applications in progress are withdrawn), or back in. */
const setEnrolment = route(STUDENT_SEASON_API.setEnrolment, async ({ request, cookies }) => {
  const { account, link } = await requireStudent(cookies);
  const { state: to } = await readBody(request, STUDENT_SEASON_API.setEnrolment);
  if (!link?.record) return noRecord();
  const { collegeId } = link;
  const roll = link.record.rollNumber;
  return mockStore().update((state) => {
    const step = takeEnrolmentStep(state, collegeId, roll, to, 'student');
    if ('rule' in step) return invalidTransition(step);
    recordEnrolmentChange(state, auditActor(state, account), collegeId, roll);
    return HttpResponse.json({
      standing: standingView(state, collegeId, roll),
      withdrawnApplications: step.withdrawn,
    });
  });
});

export const seasonStudentOfferHandlers = [offers, answer, standing, setEnrolment];
