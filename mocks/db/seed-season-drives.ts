/** Building blocks of the season seeds: drives, rounds and applications, with times relative to "now". */
import type { Round } from '@/lib/api/season-contract';
import { eligibilityReasons } from '@/lib/season/eligibility';
import type { ApplicationState } from '@/lib/season/machines';
import type { RoundKind } from '@/lib/season/rounds';
import type { StudentRecord } from '@/lib/season/student-record';
import type { MockDrive, MockDriveApplication } from './season-state';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedClock {
  now: number;
  at: (days: number) => string;
  day: (days: number) => string;
}

export function seedClock(now: number): SeedClock {
  return {
    now,
    at: (days) => new Date(now + days * DAY_MS).toISOString(),
    day: (days) => new Date(now + days * DAY_MS).toISOString().slice(0, 10),
  };
}

/** Rounds of the given kinds, one every two days from `firstDay` (days from now). */
export function rounds(driveId: string, clock: SeedClock, firstDay: number, kinds: RoundKind[]): Round[] {
  return kinds.map((kind, index) => ({
    id: `${driveId}-r${index + 1}`,
    order: index + 1,
    kind,
    date: clock.day(firstDay + index * 2),
    time: ['09:30', '11:00', '14:00', '15:30'][index % 4]!,
    ...(kind === 'test' || kind === 'hr-interview'
      ? { link: `https://meet.example.com/${driveId}-${index + 1}` }
      : { venue: index % 2 ? 'Placement Cell, Block 4' : 'Seminar Hall 2, Main Block' }),
    ...(firstDay + index * 2 < 0 ? { resultsPublishedAt: clock.at(firstDay + index * 2 + 1) } : {}),
  }));
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
