/** Building blocks of the season seeds: drives, rounds and applications, with times relative to "now". */
import type { Round } from '@/lib/api/drive-contract';
import { eligibilityReasons } from '@/lib/season/eligibility';
import type { ApplicationState } from '@/lib/season/machines';
import type { RoundKind } from '@/lib/season/rounds';
import type { StudentRecord } from '@/lib/season/student-record';
import { roundStandingOf } from '@/lib/season/round-correction';
import { movesByOutcome } from '@/lib/season/round-results';
import type { MockDrive, MockDriveApplication, MockRoundRecord } from './season-state';
import type { MockAccount } from './state';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedClock {
  now: number;
  at: (days: number) => string;
  day: (days: number) => string;
}

const MINUTE_MS = 60_000;

export function seedClock(now: number): SeedClock {
  return {
    now,
    // To the minute, as the drive form enters times: a save that changes nothing keeps a seeded deadline as it was.
    at: (days) => new Date(Math.floor((now + days * DAY_MS) / MINUTE_MS) * MINUTE_MS).toISOString(),
    day: (days) => new Date(now + days * DAY_MS).toISOString().slice(0, 10),
  };
}

/** How a seeded drive's rounds are spaced, and how many of them have published results. */
export interface RoundPlanSpec {
  /** Days between rounds (2 unless given). */
  every?: number;
  /** Rounds with published results, from the first; unless given, every round two days ago or earlier. */
  published?: number;
}

/**
 * Rounds of the given kinds, one every `every` days from `firstDay` (days from now). A published round's results came
 * half a day after it: never before it was held.
 */
export function rounds(
  driveId: string,
  clock: SeedClock,
  firstDay: number,
  kinds: RoundKind[],
  { every = 2, published }: RoundPlanSpec = {},
): Round[] {
  return kinds.map((kind, index) => {
    const day = firstDay + index * every;
    const isPublished = published === undefined ? day + 1 < 0 : index < published;
    return {
      id: `${driveId}-r${index + 1}`,
      order: index + 1,
      kind,
      date: clock.day(day),
      time: ['09:30', '11:00', '14:00', '15:30'][index % 4]!,
      ...(kind === 'test' || kind === 'hr-interview'
        ? { link: `https://meet.example.com/${driveId}-${index + 1}` }
        : { venue: index % 2 ? 'Placement Cell, Block 4' : 'Seminar Hall 2, Main Block' }),
      ...(isPublished ? { resultsPublishedAt: clock.at(day + (published === undefined ? 1 : 0.5)) } : {}),
    };
  });
}

/** Applications of `records` (each must meet the drive's rules) at one state and round. */
export function applications(
  drive: MockDrive,
  records: readonly StudentRecord[],
  state: ApplicationState,
  roundReached: number,
  clock: SeedClock,
  candidateIdOf: (record: StudentRecord) => string | undefined = () => undefined,
): MockDriveApplication[] {
  return records.map((record, index) => {
    const candidateId = candidateIdOf(record);
    const appliedAt = clock.at(-12 + (index % 5) * 0.3);
    return {
      id: `${drive.id}-app-${record.rollNumber}`,
      driveId: drive.id,
      collegeId: drive.collegeId,
      rollNumber: record.rollNumber.toUpperCase(),
      ...(candidateId ? { candidateId } : {}),
      state,
      roundReached,
      decision: { eligible: true, reasons: [], policyVersion: 1, decidedAt: appliedAt },
      appliedAt,
      updatedAt: appliedAt,
    };
  });
}

/** The batch's students who meet a drive's rules, skipping the ones listed. */
export function eligibleFor(
  drive: MockDrive,
  batch: readonly StudentRecord[],
  skip: ReadonlySet<string> = new Set(),
) {
  return batch.filter(
    (record) => !skip.has(record.rollNumber) && eligibilityReasons(record, drive.rules).length === 0,
  );
}

/**
 * The history of the rounds the seed shows as published (GET /drives/:id/rounds/:roundId/history): one record per
 * published round, its lists read from where each application stands in it (round-correction.ts), made by the
 * drive's company, or by the TPO for a drive sent by e-mail.
 */
export function seededRoundRecords(
  drives: readonly MockDrive[],
  applications: readonly MockDriveApplication[],
  accounts: readonly MockAccount[],
): Record<string, MockRoundRecord> {
  const records: Record<string, MockRoundRecord> = {};
  for (const drive of drives) {
    const account = accounts.find((entry) => entry.id === (drive.companyId ?? drive.collegeId));
    if (!account) continue;
    const role = drive.companyId ? 'company' : 'tpo';
    const by = {
      accountId: account.id,
      role,
      name: role === 'company' ? drive.companyName : account.name,
      email: account.emails[0] ?? '',
    } as const;
    const own = applications.filter((application) => application.driveId === drive.id);
    for (const round of drive.rounds) {
      if (!round.resultsPublishedAt) continue;
      const position = { order: round.order, last: round.order === drive.rounds.length };
      const lists = movesByOutcome([]);
      for (const application of own) {
        const standing = roundStandingOf(application, position);
        if (standing && standing !== 'pending') lists[standing].push(application.rollNumber);
      }
      const id = `rrec-seed-${round.id}`;
      records[id] = {
        id,
        driveId: drive.id,
        roundId: round.id,
        at: round.resultsPublishedAt,
        action: 'published',
        by,
        lists,
        unknown: [],
        notInRound: [],
      };
    }
  }
  return records;
}
