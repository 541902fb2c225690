/** A drive's fields from the contract's input, shared by the TPO's create and edit and the company's proposal. */
import { HttpResponse } from 'msw';
import type { DriveInput, DriveListQuery, DriveSummary, Round } from '@/lib/api/drive-contract';
import { roundOrderReasons } from '@/lib/season/round-schedule';
import { describeStepReason } from '@/lib/season/step-reasons';
import { randomId } from '../db/crypto';
import type { MockDrive } from '../db/season-state';
import { mockStore } from '../db/store';
import type { MockState } from '../db/state';
import { collegeTimeZoneOf } from '../season/season-lookup';
import { applicantCounts, driveSummary } from '../season/season-views';
import { errorResponse } from './http/errors';
import { compareBy, settleSeason } from './season-access';
import { paginate, textMatches } from './portal-views';

type DriveFields = Pick<
  MockDrive,
  'title' | 'role' | 'description' | 'location' | 'vacancies' | 'ctc' | 'rules' | 'deadline' | 'rounds'
>;

/** The input's fields; rounds keep their ids (and published results) by position when a drive is edited. */
export function driveFields(input: DriveInput, previous: Round[] = []): DriveFields {
  return {
    title: input.title.trim(),
    ...(input.role ? { role: input.role } : {}),
    ...(input.description?.trim() ? { description: input.description.trim() } : {}),
    location: input.location.trim(),
    ...(input.vacancies ? { vacancies: input.vacancies } : {}),
    ctc: input.ctc,
    rules: input.rules,
    deadline: new Date(input.deadline).toISOString(),
    rounds: input.rounds.map((round, index) => {
      const before = previous[index];
      return {
        id: before?.id ?? `rnd-${randomId(4)}`,
        order: index + 1,
        kind: round.kind,
        date: round.date,
        time: round.time,
        ...(round.venue?.trim() ? { venue: round.venue.trim() } : {}),
        ...(round.link ? { link: round.link } : {}),
        ...(before?.resultsPublishedAt ? { resultsPublishedAt: before.resultsPublishedAt } : {}),
      };
    }),
  };
}

/** A new drive must still take applications: its deadline lies ahead. */
export function deadlineProblem(input: DriveInput, nowMs = Date.now()): Response | undefined {
  return Date.parse(input.deadline) <= nowMs
    ? errorResponse(400, 'Invalid request: deadline must be in the future', 'invalid_request')
    : undefined;
}

/** Rounds are held in the order listed: a round dated before the one ahead of it is refused, with each such round. */
export function roundOrderProblem(
  state: MockState,
  input: Pick<DriveInput, 'rounds'>,
  collegeId: string,
): Response | undefined {
  const reasons = roundOrderReasons(input.rounds);
  if (!reasons.length) return undefined;
  const zone = collegeTimeZoneOf(state, collegeId);
  return errorResponse(
    400,
    reasons.map((reason) => describeStepReason(reason, zone)).join('; '),
    'rounds_out_of_order',
    reasons,
  );
}

/** Drive lists: filter and sort on the server (docs/api.md). Default: soonest deadline first. */
function listDrives(drives: DriveSummary[], query: DriveListQuery): DriveSummary[] {
  const key: Record<NonNullable<DriveListQuery['sort']>, (drive: DriveSummary) => string | number> = {
    deadline: (drive) => drive.deadline,
    created: (drive) => drive.createdAt,
    ctc: (drive) => drive.ctcTotal,
    company: (drive) => drive.companyName.toLowerCase(),
    applicants: (drive) => drive.applicantCount,
  };
  return drives
    .filter(
      (drive) =>
        (!query.state || drive.state === query.state) &&
        (!query.tier || drive.tier === query.tier) &&
        textMatches(query.query, drive.title, drive.companyName, drive.location),
    )
    .sort(compareBy(key[query.sort ?? 'deadline'], query.dir ?? 'asc'));
}

/** A list of drives as the TPO's and the company's lists answer it: those `owns` picks, filtered, sorted, paged. */
export async function drivesPage(
  query: DriveListQuery,
  owns: (drive: MockDrive) => boolean,
): Promise<Response> {
  await settleSeason();
  const state = await mockStore().read();
  const counts = applicantCounts(state);
  const own = state.drives.filter(owns).map((drive) => driveSummary(state, drive, counts));
  return HttpResponse.json(paginate(listDrives(own, query), query));
}
