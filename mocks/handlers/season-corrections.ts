import { HttpResponse } from 'msw';
import { ROUND_API } from '@/lib/api/round-endpoints';
import { isCorrectionRefusal, planCorrection } from '@/lib/season/round-correction';
import { entryKey } from '@/lib/season/round-results';
import { describeRefusal } from '@/lib/season/state-machine';
import { describeStepReason } from '@/lib/season/step-reasons';
import { mockStore } from '../db/store';
import { auditActor, recordCorrection } from '../season/audit-log';
import { decidableApplicants } from '../season/round-applicants';
import { applyCorrection, publisherOf } from '../season/round-publication';
import { recordSummaryView, recordView } from '../season/round-views';
import { collegeTimeZoneOf } from '../season/season-lookup';
import { parseQuery, requireAccount } from './access';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { route } from './http/route';
import { paginate } from './portal-views';
import { RECRUITERS_ONLY, settleSeason } from './season-access';
import { resultsTarget } from './season-results';

const LIVE_OFFER = new Set(['issued', 'accepted']);

/**
 * POST /drives/:id/rounds/:roundId/corrections: one applicant's result of the round set again, until the next
 * round's results are out (src/lib/season/round-correction.ts decides); the student is told and it is recorded.
 * A company corrects only the applicants its list shows it: anyone else is not found.
 */
const correct = route(ROUND_API.correctRoundResult, async ({ request, params, cookies }) => {
  const { account, session } = await requireAccount(cookies, RECRUITERS_ONLY);
  const input = await readBody(request, ROUND_API.correctRoundResult);
  await settleSeason();
  return mockStore().update((state) => {
    const target = resultsTarget(state, params, account);
    if (target instanceof Response) return target;
    const { drive, actor, round, next, position } = target;
    const wanted = entryKey(input.rollNumber);
    const applicant = decidableApplicants(state, drive, actor).find((entry) => entry.rollNumber === wanted);
    if (!applicant) return errorResponse(404, 'No applicant of this drive has this roll number', 'not_found');
    const { application } = applicant;
    const liveOffer = state.offers.find(
      (offer) => offer.applicationId === application.id && LIVE_OFFER.has(offer.state),
    )?.state;
    const decision = planCorrection(
      application,
      input.to,
      {
        round: position,
        driveState: drive.state,
        published: Boolean(round.resultsPublishedAt),
        nextPublished: Boolean(next?.resultsPublishedAt),
        ...(liveOffer ? { liveOffer } : {}),
      },
      actor,
    );
    if (isCorrectionRefusal(decision)) {
      const why =
        decision.code === 'invalid_transition'
          ? describeRefusal(decision.reasons[0])
          : describeStepReason(decision.reasons[0]!, collegeTimeZoneOf(state, drive.collegeId));
      const message = `Not corrected: ${why.charAt(0).toLowerCase()}${why.slice(1)}`;
      return errorResponse(409, message, decision.code, decision.reasons);
    }
    if (decision.changed) {
      applyCorrection(
        state,
        drive,
        round,
        application,
        decision,
        publisherOf(account, session.email, actor),
        new Date().toISOString(),
      );
      const correction = { ...decision, rollNumber: application.rollNumber };
      recordCorrection(state, auditActor(state, account, session.email), drive, position.order, correction);
    }
    return HttpResponse.json({
      correction: {
        rollNumber: application.rollNumber,
        name: applicant.record.name,
        from: decision.from,
        to: decision.to,
        state: application.state,
        roundReached: application.roundReached,
        changed: decision.changed,
      },
    });
  });
});

type RecruiterAccount = Parameters<typeof resultsTarget>[2];

/** The round's records as this reader may read them (a company: only the applicants its list shows it). */
async function readableRecords(params: Record<string, unknown>, account: RecruiterAccount) {
  const state = await mockStore().read();
  const target = resultsTarget(state, params, account);
  if (target instanceof Response) return target;
  const { drive, actor, round } = target;
  const visible =
    actor === 'company'
      ? new Set(decidableApplicants(state, drive, actor).map((applicant) => applicant.rollNumber))
      : undefined;
  const sees = visible && ((roll: string) => visible.has(roll));
  return Object.values(state.roundRecords)
    .filter((entry) => entry.driveId === drive.id && entry.roundId === round.id)
    .map((entry) => ({ entry, read: () => recordView(entry, sees) }));
}

/** GET /drives/:id/rounds/:roundId/history: the round's publications and corrections, newest first, by counts. */
const history = route(ROUND_API.roundHistory, async ({ request, params, cookies }) => {
  const { account } = await requireAccount(cookies, RECRUITERS_ONLY);
  const query = parseQuery(request, ROUND_API.roundHistory);
  const records = await readableRecords(params, account);
  if (records instanceof Response) return records;
  const entries = records
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at))
    .flatMap(({ read }) => {
      const detail = read();
      return detail ? [recordSummaryView(detail)] : [];
    });
  return HttpResponse.json(paginate(entries, query));
});

/** GET /drives/:id/rounds/:roundId/history/:recordId: one record with its roll numbers, as its reader may read it. */
const record = route(ROUND_API.roundRecord, async ({ params, cookies }) => {
  const { account } = await requireAccount(cookies, RECRUITERS_ONLY);
  const records = await readableRecords(params, account);
  if (records instanceof Response) return records;
  const detail = records.find(({ entry }) => entry.id === params.recordId)?.read();
  if (!detail) return errorResponse(404, 'No such record of this round', 'not_found');
  return HttpResponse.json({ record: detail });
});

export const seasonCorrectionHandlers = [correct, history, record];
