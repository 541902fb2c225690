import { HttpResponse } from 'msw';
import { SEASON_API } from '@/lib/api/season-endpoints';
import type { SeasonSummary } from '@/lib/api/season-contract-people';
import { DRIVE_STATES } from '@/lib/season/machines';
import { describePolicy, nextPolicyVersion } from '@/lib/season/policy';
import { TIER_VALUES } from '@/lib/season/tiers';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import {
  batchOf,
  collegeTimeZoneOf,
  currentPolicy,
  enrolmentOf,
  policyHistory,
  recordByRoll,
  rollKey,
} from '../season/season-lookup';
import { applicantCounts, offerView, standingView, studentApplicationView } from '../season/season-views';
import { COLLEGES_ONLY, requireAccount } from './access';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { route } from './http/route';
import { settleSeason } from './season-access';

function policyAnswer(state: MockState, collegeId: string) {
  const history = policyHistory(state, collegeId);
  const policy = history[history.length - 1]!;
  return {
    policy,
    description: describePolicy(policy),
    history: history.slice(0, -1),
    timeZone: collegeTimeZoneOf(state, collegeId),
  };
}

/** GET /college/season/policy */
const policy = route(SEASON_API.policy, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  return HttpResponse.json(policyAnswer(await mockStore().read(), account.id));
});

/** PUT /college/season/policy: a new version; decisions already made keep the version they were made under. */
const updatePolicy = route(SEASON_API.updatePolicy, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const settings = await readBody(request, SEASON_API.updatePolicy);
  return mockStore().update((state) => {
    const history = policyHistory(state, account.id);
    const next = nextPolicyVersion(history[history.length - 1]!, settings, new Date().toISOString());
    state.seasonPolicies[account.id] = [...history, next];
    return HttpResponse.json(policyAnswer(state, account.id));
  });
});

/** The season at a glance: drives by state, students by enrolment, offers by tier. */
function seasonSummary(state: MockState, collegeId: string): SeasonSummary {
  const drives = state.drives.filter((drive) => drive.collegeId === collegeId);
  const records = batchOf(state, collegeId);
  const count = (value: string) =>
    records.filter((record) => enrolmentOf(state, collegeId, record.rollNumber) === value).length;
  const [placed, optedOut, blocked] = [count('placed'), count('opted-out'), count('blocked')];
  const offers = state.offers.filter((offer) => offer.collegeId === collegeId);
  return {
    drivesByState: DRIVE_STATES.map((value) => ({
      state: value,
      count: drives.filter((drive) => drive.state === value).length,
    })),
    students: {
      total: records.length,
      placed,
      unplacedEligible: records.length - placed - optedOut - blocked,
      optedOut,
      blocked,
    },
    offersByTier: TIER_VALUES.map((tier) => ({
      tier,
      issued: offers.filter((offer) => offer.tier === tier).length,
      accepted: offers.filter((offer) => offer.tier === tier && offer.state === 'accepted').length,
    })),
    policyVersion: currentPolicy(state, collegeId).version,
  };
}

/** GET /college/season/summary */
const summary = route(SEASON_API.seasonSummary, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  await settleSeason();
  return HttpResponse.json(seasonSummary(await mockStore().read(), account.id));
});

/** GET /college/season/students/:rollNumber: one student's record, standing, applications and offers. */
const student = route(SEASON_API.tpoStudent, async ({ params, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  await settleSeason();
  const state = await mockStore().read();
  const record = recordByRoll(state, account.id, String(params.rollNumber));
  if (!record) return errorResponse(404, 'No student with this roll number in the batch', 'not_found');
  const roll = rollKey(record.rollNumber);
  const counts = applicantCounts(state);
  const mine = <T extends { collegeId: string; rollNumber: string }>(entry: T) =>
    entry.collegeId === account.id && entry.rollNumber === roll;
  const candidate = state.accounts.find(
    (entry) => entry.type === 'student-college' && entry.emails.includes(record.email.toLowerCase()),
  );
  return HttpResponse.json({
    student: {
      record,
      ...(candidate ? { candidateId: candidate.id } : {}),
      standing: standingView(state, account.id, roll),
      applications: state.driveApplications
        .filter(mine)
        .flatMap((entry) => studentApplicationView(state, entry, counts) ?? []),
      offers: state.offers.filter(mine).map((offer) => offerView(state, offer)),
    },
  });
});

export const seasonCollegeHandlers = [policy, updatePolicy, summary, student];
