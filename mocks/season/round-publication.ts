/**
 * Applying what the round-results rules decided (src/lib/season/round-results.ts, round-correction.ts) to the mock
 * state: each move through the application machine, the students told, absences counted, and every publication
 * and correction recorded (who, when, what) for the round's history.
 */
import type { Round } from '@/lib/api/drive-contract';
import type { RoundResultsResponse } from '@/lib/api/round-contract';
import type { Correction } from '@/lib/season/round-correction';
import {
  movesByOutcome,
  ROUND_OUTCOMES,
  type RoundOutcome,
  type RoundPlan,
} from '@/lib/season/round-results';
import {
  absenceNotice,
  correctionNotice,
  resultNotice,
  type AbsenceCount,
  type NoticeContext,
} from '@/lib/season/result-notices';
import type { Actor } from '@/lib/season/state-machine';
import { randomId } from '../db/crypto';
import type { MockDrive, MockDriveApplication, MockRoundRecord } from '../db/season-state';
import type { MockAccount, MockState } from '../db/state';
import { setEntry } from '../db/state-rows';
import type { DecidableApplicant } from './round-applicants';
import {
  blockIfAbsent,
  correctionLifts,
  liftCorrectedBlock,
  moveApplication,
  notify,
} from './season-actions';
import { collegeTimeZoneOf, countedAbsencesOf, currentPolicy } from './season-lookup';

/** Who published or corrected: the account, its role on the drive, and the address it signed in with. */
export type Publisher = MockRoundRecord['by'];

export function publisherOf(account: MockAccount, email: string, actor: Actor): Publisher {
  const role = actor === 'company' ? 'company' : 'tpo';
  const name = role === 'company' ? (account.companyName ?? account.name) : account.name;
  return { accountId: account.id, role, name, email };
}

/** What a notification of this round needs: the company, the role, the round and the next one, the college's zone. */
function noticeContext(state: MockState, drive: MockDrive, round: Round): NoticeContext {
  const next = drive.rounds.find((entry) => entry.order === round.order + 1);
  return {
    companyName: drive.companyName,
    title: drive.title,
    round,
    ...(next ? { next } : {}),
    zone: collegeTimeZoneOf(state, drive.collegeId),
  };
}

/** The student's absences that count now (this one included) and the policy's limit. */
function absenceCount(state: MockState, application: MockDriveApplication): AbsenceCount {
  const { collegeId, rollNumber } = application;
  return {
    absences: countedAbsencesOf(state, collegeId, rollNumber).length,
    limit: currentPolicy(state, collegeId).absencesToBlock,
  };
}

/** Tells an absent student at once (the round, and what another absence does), then blocks them if it is due. */
function recordAbsence(
  state: MockState,
  drive: MockDrive,
  application: MockDriveApplication,
  context: NoticeContext,
) {
  const notice = absenceNotice(context, absenceCount(state, application));
  notify(state, application.candidateId, notice.kind, notice.title, notice.text, { driveId: drive.id });
  blockIfAbsent(state, application.collegeId, application.rollNumber);
}

function record(state: MockState, entry: Omit<MockRoundRecord, 'id'>): void {
  const id = `rrec-${randomId(8)}`;
  setEntry(state.roundRecords, id, { id, ...entry });
}

/** Makes the plan's moves, tells each student (the same words for everyone with one result), and records it. */
export function applyRoundPlan(
  state: MockState,
  drive: MockDrive,
  round: Round,
  plan: RoundPlan<DecidableApplicant>,
  publisher: Publisher,
  now: string,
): RoundResultsResponse {
  const context = noticeContext(state, drive, round);
  const notices = new Map(ROUND_OUTCOMES.map((outcome) => [outcome, resultNotice(outcome, context)]));
  const actor: Actor = publisher.role;
  for (const move of plan.moves) {
    const { application } = move.applicant;
    if (moveApplication(application, move.to, actor, now)) continue; // the plan checked the machine already
    application.roundReached = move.roundReached;
    const notice = notices.get(move.outcome);
    if (notice)
      notify(state, application.candidateId, notice.kind, notice.title, notice.text, { driveId: drive.id });
    if (move.outcome === 'absent') recordAbsence(state, drive, application, context);
  }
  round.resultsPublishedAt = now;
  const lists = movesByOutcome(plan.moves);
  const notInRound = plan.notInRound.map((entry) => entry.entry);
  record(state, {
    driveId: drive.id,
    roundId: round.id,
    at: now,
    action: 'published',
    by: publisher,
    lists,
    unknown: plan.unknown,
    notInRound,
  });
  const count = (outcome: RoundOutcome) => lists[outcome].length;
  return {
    roundId: round.id,
    advanced: count('advanced'),
    selected: count('selected'),
    waitlisted: count('waitlisted'),
    absent: count('absent'),
    rejected: count('rejected'),
    unknown: plan.unknown,
    notInRound,
    publishedAt: now,
  };
}

/**
 * Makes a correction the rules allowed, tells the student and records it. An absence corrected as a mistake lifts
 * the block it caused (src/lib/season/enrolment.ts, correctionLiftsBlock).
 */
export function applyCorrection(
  state: MockState,
  drive: MockDrive,
  round: Round,
  application: MockDriveApplication,
  correction: Correction,
  publisher: Publisher,
  now: string,
): void {
  const lifts = correctionLifts(state, application);
  // The rules checked the machine already; the move goes through it all the same.
  if (moveApplication(application, correction.state, publisher.role, now)) return;
  application.roundReached = correction.roundReached;
  const absences = correction.to === 'absent' ? absenceCount(state, application) : undefined;
  const notice = correctionNotice(
    correction.from,
    correction.to,
    noticeContext(state, drive, round),
    absences,
  );
  notify(state, application.candidateId, notice.kind, notice.title, notice.text, { driveId: drive.id });
  // After the correction's notice, so the student reads why before the block it brings.
  if (correction.to === 'absent') blockIfAbsent(state, application.collegeId, application.rollNumber);
  else if (lifts) liftCorrectedBlock(state, application.collegeId, application.rollNumber);
  const lists = movesByOutcome([]);
  lists[correction.to].push(application.rollNumber);
  record(state, {
    driveId: drive.id,
    roundId: round.id,
    at: now,
    action: 'corrected',
    by: publisher,
    lists,
    unknown: [],
    notInRound: [],
    correction: { rollNumber: application.rollNumber, from: correction.from, to: correction.to },
  });
}
