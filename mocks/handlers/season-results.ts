import { HttpResponse } from 'msw';
import { ROUND_API } from '@/lib/api/round-endpoints';
import { RESULTS_DRIVE_STATES, takesResults } from '@/lib/season/phases';
import { nothingToPublishRefusal, notSelectedRefusal, planRoundResults } from '@/lib/season/round-results';
import { roundNotHeldReason } from '@/lib/season/round-schedule';
import { describeStepReason } from '@/lib/season/step-reasons';
import type { Round } from '@/lib/api/drive-contract';
import type { MockDrive } from '../db/season-state';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { auditActor, recordPublication } from '../season/audit-log';
import { decidableApplicants, roundOf } from '../season/round-applicants';
import { collegeTimeZoneOf } from '../season/season-lookup';
import { applyRoundPlan, publisherOf } from '../season/round-publication';
import { previewView } from '../season/round-views';
import { requireAccount } from './access';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { idempotent } from './http/idempotency';
import { route } from './http/route';
import { RECRUITERS_ONLY, recruiterOf, settleSeason } from './season-access';

const roundNotFound = () => errorResponse(404, 'This drive has no such round', 'not_found');

/** A drive past its rounds (closed, cancelled…) takes no results, and says which states would. */
function driveClosedForResults(drive: MockDrive): Response {
  return errorResponse(
    409,
    `This drive is ${drive.state}: its results can no longer be published or corrected`,
    'drive_closed',
    [{ rule: 'driveState', value: drive.state, allowed: [...RESULTS_DRIVE_STATES] }],
  );
}

/** A round not yet held takes no results (nor a preview of them): its time is in the message and the reasons. */
function roundNotHeld(state: MockState, drive: MockDrive, round: Round): Response | undefined {
  const zone = collegeTimeZoneOf(state, drive.collegeId);
  const reason = roundNotHeldReason(round, zone);
  return reason && errorResponse(409, describeStepReason(reason, zone), 'round_not_held', [reason]);
}

/** The drive, the caller's part in it and the round, for a results call; else the refusal to answer. */
export function resultsTarget(
  state: MockState,
  params: Record<string, unknown>,
  account: Parameters<typeof recruiterOf>[2],
) {
  const found = recruiterOf(state, params.id, account);
  if (found instanceof Response) return found;
  const round = roundOf(found.drive, params.roundId);
  if (!round) return roundNotFound();
  return { ...found, ...round };
}

/**
 * POST /drives/:id/rounds/:roundId/results: published at once; a repeated Idempotency-Key is applied once. Turning
 * down the rest needs the count the preview showed (results_changed otherwise).
 */
const results = route(ROUND_API.roundResults, async ({ request, params, cookies }) => {
  const { account, session, member } = await requireAccount(cookies, RECRUITERS_ONLY);
  const input = await readBody(request, ROUND_API.roundResults);
  await settleSeason();
  return idempotent(request, () =>
    mockStore().update((state) => {
      const target = resultsTarget(state, params, account);
      if (target instanceof Response) return target;
      const { drive, actor, round, position } = target;
      if (!takesResults(drive.state)) return driveClosedForResults(drive);
      const notHeld = roundNotHeld(state, drive, round);
      if (notHeld) return notHeld;
      const plan = planRoundResults(decidableApplicants(state, drive, actor, member), position, input, actor);
      const refusal = notSelectedRefusal(plan, input, input.notSelected);
      if (refusal)
        return errorResponse(
          409,
          'Nothing was published: the number of students to turn down is not the one you were shown',
          'results_changed',
          [refusal],
        );
      const empty = nothingToPublishRefusal(plan);
      if (empty)
        return errorResponse(
          409,
          describeStepReason(empty, collegeTimeZoneOf(state, drive.collegeId)),
          'nothing_to_publish',
          [empty],
        );
      const publisher = publisherOf(account, session.email, actor);
      recordPublication(state, auditActor(state, account, session.email), drive, position.order, plan.moves);
      return HttpResponse.json(
        applyRoundPlan(state, drive, round, plan, publisher, new Date().toISOString()),
      );
    }),
  );
});

/** POST /drives/:id/rounds/:roundId/results/preview: what publishing would do, by name; changes nothing. */
const preview = route(ROUND_API.previewRoundResults, async ({ request, params, cookies }) => {
  const { account, member } = await requireAccount(cookies, RECRUITERS_ONLY);
  const { view, ...input } = await readBody(request, ROUND_API.previewRoundResults);
  await settleSeason();
  const state = await mockStore().read();
  const target = resultsTarget(state, params, account);
  if (target instanceof Response) return target;
  const { drive, actor } = target;
  if (!takesResults(drive.state)) return driveClosedForResults(drive);
  const notHeld = roundNotHeld(state, drive, target.round);
  if (notHeld) return notHeld;
  const plan = planRoundResults(
    decidableApplicants(state, drive, actor, member),
    target.position,
    input,
    actor,
  );
  return HttpResponse.json(previewView(plan, target, view));
});

export const seasonResultHandlers = [results, preview];
