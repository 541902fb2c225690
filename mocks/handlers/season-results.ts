import { HttpResponse } from 'msw';
import type { RoundResultsInput, RoundResultsResponse } from '@/lib/api/season-contract-people';
import { SEASON_API } from '@/lib/api/season-endpoints';
import type { ApplicationState } from '@/lib/season/machines';
import { roundKindLabel } from '@/lib/season/rounds';
import type { Actor } from '@/lib/season/state-machine';
import type { MockDrive, MockDriveApplication } from '../db/season-state';
import { normalizeEmail, type MockState } from '../db/state';
import { mockStore } from '../db/store';
import { blockIfAbsent, moveApplication, notify } from '../season/season-actions';
import { recordIndex, rollKey } from '../season/season-lookup';
import { requireAccount } from './access';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { idempotent } from './http/idempotency';
import { route } from './http/route';
import { RECRUITERS_ONLY, recruiterOf, settleSeason } from './season-access';

/** Results are recorded while a drive takes applications or runs its rounds. */
const RECORDING = new Set(['open', 'in-progress']);

/**
 * The drive's applications by roll number and, when some entry is an e-mail, by e-mail too (an entry may be
 * either, in any case). Ticked rows send roll numbers only, and then the batch is not read at all.
 */
function applicationKeys(
  state: MockState,
  drive: MockDrive,
  withEmails: boolean,
): Map<string, MockDriveApplication> {
  const records = withEmails ? recordIndex(state, drive.collegeId) : undefined;
  const keys = new Map<string, MockDriveApplication>();
  for (const application of state.driveApplications) {
    if (application.driveId !== drive.id) continue;
    keys.set(application.rollNumber, application);
    const email = records?.get(application.rollNumber)?.email;
    if (email) keys.set(normalizeEmail(email), application);
  }
  return keys;
}

const lookupKey = (entry: string) => (entry.includes('@') ? normalizeEmail(entry) : rollKey(entry));

/** Whether the application is in round `order` (waiting for its result). */
const inRound = (application: MockDriveApplication, order: number) =>
  application.roundReached === order - 1 &&
  ['applied', 'shortlisted', 'waitlisted'].includes(application.state);

/**
 * Applies one round's results: who advances (selected after the last round), who waits, who was absent, and with
 * rejectRest everyone else still in the round is rejected. Unknown entries and applicants not in the round are
 * reported back as sent.
 */
function applyRoundResults(
  state: MockState,
  drive: MockDrive,
  roundId: string,
  input: RoundResultsInput,
  actor: Actor,
  now: string,
): RoundResultsResponse | Response {
  const round = drive.rounds.find((entry) => entry.id === roundId);
  if (!round) return errorResponse(404, 'This drive has no such round', 'not_found');
  const last = round.order === drive.rounds.length;
  const entries = [input.advance, input.waitlist, input.absent].flatMap((list) => list ?? []);
  const keys = applicationKeys(
    state,
    drive,
    entries.some((entry) => entry.includes('@')),
  );
  const result: RoundResultsResponse = {
    roundId,
    advanced: 0,
    selected: 0,
    waitlisted: 0,
    absent: 0,
    rejected: 0,
    unknown: [],
    notInRound: [],
    publishedAt: now,
  };
  const decided = new Set<string>();
  const steps: [string[] | undefined, ApplicationState][] = [
    [input.advance, last ? 'selected' : 'shortlisted'],
    [input.waitlist, 'waitlisted'],
    [input.absent, 'absent'],
  ];
  for (const [entries, to] of steps)
    for (const entry of entries ?? []) {
      const application = keys.get(lookupKey(entry));
      if (!application) result.unknown.push(entry);
      else if (decided.has(application.id)) continue;
      else if (!inRound(application, round.order) || moveApplication(application, to, actor, now))
        result.notInRound.push(entry);
      else {
        decided.add(application.id);
        record(state, drive, application, to, round.order, result);
      }
    }
  if (input.rejectRest)
    for (const application of new Set(keys.values()))
      if (
        !decided.has(application.id) &&
        inRound(application, round.order) &&
        !moveApplication(application, 'rejected', actor, now)
      )
        record(state, drive, application, 'rejected', round.order, result);
  round.resultsPublishedAt = now;
  return result;
}

/** Counts a move, advances the round reached, and tells the student at once. */
function record(
  state: MockState,
  drive: MockDrive,
  application: MockDriveApplication,
  to: ApplicationState,
  order: number,
  result: RoundResultsResponse,
): void {
  const next = drive.rounds[order];
  const at = drive.companyName;
  if (to === 'shortlisted' || to === 'selected') application.roundReached = order;
  if (to === 'shortlisted') {
    result.advanced += 1;
    const when = next ? `${roundKindLabel(next.kind)} on ${next.date} at ${next.time}` : 'the next round';
    notify(
      state,
      application.candidateId,
      'shortlisted',
      `Shortlisted: ${at}`,
      `You cleared round ${order}. Next: ${when}.`,
      { driveId: drive.id },
    );
  } else if (to === 'selected') {
    result.selected += 1;
    notify(
      state,
      application.candidateId,
      'selected',
      `Selected: ${at}`,
      `You were selected for ${drive.title}. Your offer will follow.`,
      { driveId: drive.id },
    );
  } else if (to === 'waitlisted') {
    result.waitlisted += 1;
    notify(
      state,
      application.candidateId,
      'waitlisted',
      `Waitlisted: ${at}`,
      `You are on the waitlist after round ${order}.`,
      { driveId: drive.id },
    );
  } else if (to === 'absent') {
    result.absent += 1;
    blockIfAbsent(state, application.collegeId, application.rollNumber);
  } else {
    result.rejected += 1;
    notify(
      state,
      application.candidateId,
      'rejected',
      `Not shortlisted: ${at}`,
      `You did not clear round ${order} of ${drive.title}.`,
      { driveId: drive.id },
    );
  }
}

/** POST /drives/:id/rounds/:roundId/results: published at once; a repeated Idempotency-Key is applied once. */
const results = route(SEASON_API.roundResults, async ({ request, params, cookies }) => {
  const { account } = await requireAccount(cookies, RECRUITERS_ONLY);
  const input = await readBody(request, SEASON_API.roundResults);
  await settleSeason();
  return idempotent(request, () =>
    mockStore().update((state) => {
      const found = recruiterOf(state, params.id, account);
      if (found instanceof Response) return found;
      if (!RECORDING.has(found.drive.state))
        return errorResponse(
          409,
          `This drive is ${found.drive.state}: results can no longer be published`,
          'drive_closed',
        );
      const answer = applyRoundResults(
        state,
        found.drive,
        String(params.roundId),
        input,
        found.actor,
        new Date().toISOString(),
      );
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
});

export const seasonResultHandlers = [results];
