import { HttpResponse } from 'msw';
import { ROUND_API } from '@/lib/api/round-endpoints';
import { RESULTS_DRIVE_STATES, takesResults } from '@/lib/season/phases';
import { notSelectedRefusal, planRoundResults } from '@/lib/season/round-results';
import type { MockDrive } from '../db/season-state';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { decidableApplicants, roundOf } from '../season/round-applicants';
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
      const plan = planRoundResults(decidableApplicants(state, drive, actor, member), position, input, actor);
      const refusal = notSelectedRefusal(plan, input, input.notSelected);
      if (refusal)
        return errorResponse(
          409,
          'Nothing was published: the number of students to turn down is not the one you were shown',
          'results_changed',
          [refusal],
        );
      const publisher = publisherOf(account, session.email, actor);
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
  const plan = planRoundResults(
    decidableApplicants(state, drive, actor, member),
    target.position,
    input,
    actor,
  );
  return HttpResponse.json(previewView(plan, target, view));
});

export const seasonResultHandlers = [results, preview];
