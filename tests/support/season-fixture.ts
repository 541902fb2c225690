/**
 * A small season for handler tests, replacing the seeded one: five students at the demo college (the demo
 * student among them), and drives in the states the tests need. Each test starts from it, so no test depends on
 * the demo seed's story.
 */
import { buildRecord } from '../../src/lib/season/test-records';
import type { StudentRecord } from '../../src/lib/season/student-record';
import {
  emptySeasonTables,
  type MockDrive,
  type MockDriveApplication,
  type MockOffer,
} from '../../mocks/db/season-state';
import { mockStore } from '../../mocks/db/store';

const COLLEGE = 'acc-college';
const VOLTLINE = 'acc-company';
const DAY_MS = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const STUDENTS: StudentRecord[] = [
  buildRecord({ rollNumber: '1RV22CS001', name: 'Ananya Rao', email: 'student@example.com', cgpa: 8.1 }),
  buildRecord({
    rollNumber: '1RV22CS002',
    name: 'Bhavana Iyer',
    email: 'bhavana@rvce.example.edu',
    cgpa: 6.8,
  }),
  buildRecord({
    rollNumber: '1RV22EC003',
    name: 'Chetan Gowda',
    email: 'chetan@rvce.example.edu',
    branch: 'ECE',
    cgpa: 9.2,
  }),
  buildRecord({
    rollNumber: '1RV22ME004',
    name: 'Divya Shenoy',
    email: 'divya@rvce.example.edu',
    branch: 'MECH',
    cgpa: 7.5,
    activeBacklogs: 1,
    totalBacklogs: 2,
  }),
  buildRecord({
    rollNumber: '1RV22CS005',
    name: 'Eshan Kulkarni',
    email: 'eshan@rvce.example.edu',
    cgpa: 7.9,
  }),
];

/** Rounds two days apart, all held already (results are taken only for a round held: round-schedule.ts). */
const round = (id: string, order: number, kind: MockDrive['rounds'][number]['kind']) => ({
  id,
  order,
  kind,
  date: `2026-11-${String(8 + 2 * order).padStart(2, '0')}`,
  time: '10:00',
  venue: 'Seminar Hall 1',
});

export function drive(id: string, overrides: Partial<MockDrive> = {}): MockDrive {
  return {
    id,
    collegeId: COLLEGE,
    companyId: VOLTLINE,
    companyName: 'Voltline Embedded Systems',
    title: 'Firmware Engineer',
    location: 'Bengaluru',
    ctc: { fixed: 700_000, variable: 50_000, joiningBonus: 0 },
    rules: { branches: ['CSE', 'ECE'], graduationYears: [2026], minCgpa: 7, maxActiveBacklogs: 0 },
    deadline: inDays(5),
    rounds: [round(`${id}-r1`, 1, 'test'), round(`${id}-r2`, 2, 'technical-interview')],
    state: 'open',
    proposedBy: 'company',
    tier: 'dream',
    tierPolicyVersion: 1,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function application(
  id: string,
  driveId: string,
  record: StudentRecord,
  overrides: Partial<MockDriveApplication> = {},
): MockDriveApplication {
  return {
    id,
    driveId,
    collegeId: COLLEGE,
    rollNumber: record.rollNumber,
    ...(record.email === 'student@example.com' ? { candidateId: 'acc-student' } : {}),
    state: 'applied',
    roundReached: 0,
    decision: { eligible: true, reasons: [], policyVersion: 1, decidedAt: '2026-11-02T09:00:00.000Z' },
    appliedAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

/** An offer for an application (to the demo student when it is theirs): Dream, issued yesterday, three days to answer. */
export function offer(
  id: string,
  application: MockDriveApplication,
  overrides: Partial<MockOffer> = {},
): MockOffer {
  return {
    id,
    driveId: application.driveId,
    applicationId: application.id,
    collegeId: COLLEGE,
    rollNumber: application.rollNumber,
    ...(application.candidateId ? { candidateId: application.candidateId } : {}),
    ctc: { fixed: 700_000, variable: 50_000, joiningBonus: 0 },
    tier: 'dream',
    policyVersion: 1,
    location: 'Bengaluru',
    joiningDate: '2027-07-01',
    respondBy: inDays(3),
    state: 'issued',
    issuedAt: inDays(-1),
    ...overrides,
  };
}

/** Replaces the season with the fixture's students and the given drives, applications and offers. */
export async function seedSeason(
  drives: MockDrive[] = [],
  applications: MockDriveApplication[] = [],
  offers: MockOffer[] = [],
) {
  await mockStore().update((state) => {
    Object.assign(state, emptySeasonTables());
    state.studentRecords = { [COLLEGE]: STUDENTS.map((record) => ({ ...record })) };
    state.drives = drives;
    state.driveApplications = applications;
    state.offers = offers;
  });
}

export const [ANANYA, BHAVANA, CHETAN, , ESHAN] = STUDENTS as [
  StudentRecord,
  StudentRecord,
  StudentRecord,
  StudentRecord,
  StudentRecord,
];
