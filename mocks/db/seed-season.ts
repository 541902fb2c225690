/**
 * The demo season at R V College of Engineering (issue 17, 'The demo shows a season in progress'): a batch of 600
 * with records, drives in every state, and for the demo student (Ananya Rao, student@example.com) one drive open
 * to her and not applied to, one she is not eligible for (CGPA), one where she is shortlisted for a later round,
 * and one offer waiting for her answer. Voltline (lead@example.com) and Brightcircuit
 * (lead@brightcircuit.example.com) own drives; others came to the TPO by e-mail.
 */
import { DEFAULT_COLLEGE_TIME_ZONE } from '@/lib/season/college-time';
import { driveOpenedNotice } from '@/lib/season/drive-notice';
import { offerIssuedNotice } from '@/lib/season/offer-notices';
import { resultNotice } from '@/lib/season/result-notices';
import { initialPolicy } from '@/lib/season/policy';
import type { RoundKind } from '@/lib/season/rounds';
import type { StudentRecord } from '@/lib/season/student-record';
import { generateBatch } from './seed-batch';
import {
  applications,
  eligibleFor,
  rounds,
  seedClock,
  seededRoundRecords,
  type RoundPlanSpec,
  type SeedClock,
} from './seed-season-drives';
import type { MockDrive, MockDriveApplication, MockOffer, MockSeasonTables } from './season-state';
import { emptySeasonTables } from './season-state';
import type { MockAccount, MockState } from './state';
import { SEASON_START } from '../season/season-lookup';

export const DEMO_COLLEGE = 'acc-college';
export const DEMO_BATCH_SIZE = 600;
const VOLTLINE = 'acc-company';
const BRIGHTCIRCUIT = 'acc-co-brightcircuit';

export const DEMO_STUDENT_RECORD: StudentRecord = {
  rollNumber: '1RV22CS0001',
  name: 'Ananya Rao',
  email: 'student@example.com',
  programme: 'btech',
  branch: 'CSE',
  graduationYear: 2026,
  cgpa: 7.8,
  tenthPercent: 92.4,
  twelfthPercent: 88.6,
  activeBacklogs: 0,
  totalBacklogs: 0,
};

type DriveSpec = Pick<MockDrive, 'id' | 'title' | 'companyName' | 'state' | 'ctc' | 'rules' | 'location'> &
  Partial<MockDrive> & {
    deadlineInDays: number;
    firstRoundInDays: number;
    kinds: RoundKind[];
    roundPlan?: RoundPlanSpec;
  };

function drive(spec: DriveSpec, clock: SeedClock): MockDrive {
  const { deadlineInDays, firstRoundInDays, kinds, roundPlan, ...fields } = spec;
  return {
    collegeId: DEMO_COLLEGE,
    proposedBy: spec.companyId ? 'company' : 'tpo',
    deadline: clock.at(deadlineInDays),
    rounds: rounds(spec.id, clock, firstRoundInDays, kinds, roundPlan),
    createdAt: clock.at(deadlineInDays - 14),
    updatedAt: clock.at(deadlineInDays - 14),
    ...fields,
  };
}

const CORE = ['CSE', 'CSE-AIML', 'IT', 'ECE', 'EEE'] as const;

function demoDrives(clock: SeedClock): MockDrive[] {
  const year = [2026];
  return [
    // Open, Dream, the demo student is eligible and has not applied.
    drive(
      {
        id: 'drv-voltline-firmware',
        companyId: VOLTLINE,
        companyName: 'Voltline Embedded Systems',
        jobId: 'job-001',
        title: 'Firmware Engineer (Graduate)',
        location: 'Bengaluru',
        state: 'open',
        tier: 'dream',
        tierPolicyVersion: 1,
        ctc: { fixed: 780_000, variable: 60_000, joiningBonus: 50_000 },
        rules: { branches: [...CORE], graduationYears: year, minCgpa: 7, maxActiveBacklogs: 0 },
        deadlineInDays: 4,
        firstRoundInDays: 7,
        kinds: ['test', 'technical-interview', 'hr-interview'],
        vacancies: 12,
      },
      clock,
    ),
    // Open, Super Dream, CGPA 8.0: the demo student (7.8) is not eligible.
    drive(
      {
        id: 'drv-brightcircuit-hw',
        companyId: BRIGHTCIRCUIT,
        companyName: 'Brightcircuit Labs',
        title: 'Hardware Design Engineer',
        location: 'Pune',
        state: 'open',
        tier: 'super-dream',
        tierPolicyVersion: 1,
        ctc: { fixed: 1_250_000, variable: 150_000, joiningBonus: 100_000 },
        rules: {
          branches: ['ECE', 'EEE', 'CSE'],
          graduationYears: year,
          minCgpa: 8,
          minTenthPercent: 70,
          minTwelfthPercent: 70,
          maxActiveBacklogs: 0,
          maxTotalBacklogs: 1,
        },
        deadlineInDays: 6,
        firstRoundInDays: 9,
        kinds: ['test', 'group-discussion', 'technical-interview', 'hr-interview'],
        vacancies: 6,
      },
      clock,
    ),
    // Running, Regular: the demo student cleared the test; the interviews are held and their results are due.
    drive(
      {
        id: 'drv-voltline-validation',
        companyId: VOLTLINE,
        companyName: 'Voltline Embedded Systems',
        jobId: 'job-002',
        title: 'Firmware Validation Engineer',
        location: 'Bengaluru',
        state: 'in-progress',
        tier: 'regular',
        tierPolicyVersion: 1,
        ctc: { fixed: 520_000, variable: 30_000, joiningBonus: 0 },
        rules: { branches: [...CORE, 'MECH'], graduationYears: year, minCgpa: 6.5, maxActiveBacklogs: 1 },
        deadlineInDays: -6,
        // Held on the last three days, the test's results published: results are taken only for rounds already
        // held, and this drive's remaining rounds take them now.
        firstRoundInDays: -3,
        roundPlan: { every: 1, published: 1 },
        kinds: ['test', 'technical-interview', 'hr-interview'],
        vacancies: 20,
      },
      clock,
    ),
    // Running, Dream: the demo student was selected and has an offer to answer.
    drive(
      {
        id: 'drv-brightcircuit-embedded',
        companyId: BRIGHTCIRCUIT,
        companyName: 'Brightcircuit Labs',
        title: 'Embedded Systems Trainee',
        location: 'Pune',
        state: 'in-progress',
        tier: 'dream',
        tierPolicyVersion: 1,
        ctc: { fixed: 720_000, variable: 80_000, joiningBonus: 25_000 },
        rules: { branches: [...CORE], graduationYears: year, minCgpa: 7.5, maxActiveBacklogs: 0 },
        deadlineInDays: -15,
        firstRoundInDays: -12,
        kinds: ['test', 'technical-interview', 'hr-interview'],
        vacancies: 8,
      },
      clock,
    ),
    // Closed, Regular: sent by e-mail, created by the TPO; its offers were accepted.
    drive(
      {
        id: 'drv-deccan-trainee',
        companyName: 'Deccan Infra Projects',
        title: 'Graduate Engineer Trainee',
        location: 'Hyderabad',
        state: 'closed',
        tier: 'regular',
        tierPolicyVersion: 1,
        ctc: { fixed: 450_000, variable: 0, joiningBonus: 0 },
        rules: {
          branches: ['CIVIL', 'MECH', 'EEE'],
          graduationYears: year,
          minCgpa: 6,
          maxActiveBacklogs: 1,
        },
        deadlineInDays: -30,
        firstRoundInDays: -27,
        kinds: ['test', 'hr-interview'],
        vacancies: 15,
      },
      clock,
    ),
    // Proposed by Voltline, waiting for the TPO's approval.
    drive(
      {
        id: 'drv-voltline-pcb',
        companyId: VOLTLINE,
        companyName: 'Voltline Embedded Systems',
        jobId: 'job-002',
        title: 'PCB Layout Engineer',
        location: 'Bengaluru',
        state: 'proposed',
        ctc: { fixed: 640_000, variable: 40_000, joiningBonus: 0 },
        rules: { branches: ['ECE', 'EEE'], graduationYears: year, minCgpa: 7 },
        deadlineInDays: 12,
        firstRoundInDays: 15,
        kinds: ['test', 'technical-interview'],
      },
      clock,
    ),
    // Cancelled by the TPO after the company froze hiring.
    drive(
      {
        id: 'drv-sahyadri-cancelled',
        companyName: 'Sahyadri Robotics',
        title: 'Robotics Software Engineer',
        location: 'Pune',
        state: 'cancelled',
        tier: 'dream',
        tierPolicyVersion: 1,
        ctc: { fixed: 900_000, variable: 0, joiningBonus: 0 },
        rules: { branches: ['CSE', 'ECE', 'MECH'], graduationYears: year, minCgpa: 7.5 },
        deadlineInDays: -2,
        firstRoundInDays: 1,
        kinds: ['test', 'technical-interview'],
      },
      clock,
    ),
    // A draft the TPO is still writing.
    drive(
      {
        id: 'drv-kaveri-draft',
        companyName: 'Kaveri Motors',
        title: 'Production Engineer',
        location: 'Mysuru',
        state: 'draft',
        ctc: { fixed: 500_000, variable: 20_000, joiningBonus: 0 },
        rules: { branches: ['MECH', 'EEE'], graduationYears: year, minCgpa: 6.5 },
        deadlineInDays: 20,
        firstRoundInDays: 23,
        kinds: ['test', 'hr-interview'],
      },
      clock,
    ),
  ];
}

/** Every n-th of a list, from an offset: a deterministic sample. */
const sample = <T>(list: readonly T[], every: number, from = 0) =>
  list.filter((_, index) => index % every === from);

export function createDemoSeason(
  now: number,
  accounts: readonly MockAccount[],
): MockSeasonTables & Pick<MockState, 'studentRecords'> {
  const clock = seedClock(now);
  const batch = generateBatch(DEMO_BATCH_SIZE, 2026, [DEMO_STUDENT_RECORD]);
  const byEmail = new Map(
    accounts.flatMap((account) => account.emails.map((email) => [email, account.id] as const)),
  );
  const candidateIdOf = (record: StudentRecord) => byEmail.get(record.email);
  const drives = demoDrives(clock);
  const [firmware, , validation, embedded, deccan] = drives as [
    MockDrive,
    MockDrive,
    MockDrive,
    MockDrive,
    MockDrive,
  ];
  const hardware = drives[1]!;
  const demo = new Set([DEMO_STUDENT_RECORD.rollNumber]);
  const apps: MockDriveApplication[] = [];
  const add = (list: MockDriveApplication[]) => apps.push(...list);

  add(
    applications(firmware, sample(eligibleFor(firmware, batch, demo), 3), 'applied', 0, clock, candidateIdOf),
  );
  add(
    applications(hardware, sample(eligibleFor(hardware, batch, demo), 2), 'applied', 0, clock, candidateIdOf),
  );
  // Validation: the test is done; a third advanced with the demo student, the rest were rejected or absent.
  const validationPool = sample(eligibleFor(validation, batch, demo), 2);
  add(
    applications(
      validation,
      [DEMO_STUDENT_RECORD, ...sample(validationPool, 3)],
      'shortlisted',
      1,
      clock,
      candidateIdOf,
    ),
  );
  add(applications(validation, sample(validationPool, 3, 1), 'rejected', 0, clock, candidateIdOf));
  add(applications(validation, sample(validationPool, 3, 2), 'absent', 0, clock, candidateIdOf));
  // Embedded: all rounds done; the demo student and seven others selected, offers issued.
  const embeddedPool = sample(eligibleFor(embedded, batch, demo), 3);
  const embeddedSelected = [DEMO_STUDENT_RECORD, ...embeddedPool.slice(0, 7)];
  add(applications(embedded, embeddedSelected, 'selected', 3, clock, candidateIdOf));
  add(applications(embedded, embeddedPool.slice(7), 'rejected', 1, clock, candidateIdOf));
  // Deccan: closed; twelve selected and placed.
  const deccanPool = sample(eligibleFor(deccan, batch), 2);
  const deccanSelected = deccanPool.slice(0, 12);
  add(applications(deccan, deccanSelected, 'selected', 2, clock, candidateIdOf));
  add(applications(deccan, deccanPool.slice(12), 'rejected', 1, clock, candidateIdOf));

  const offer = (
    driveOf: MockDrive,
    record: StudentRecord,
    state: MockOffer['state'],
    respondInDays: number,
  ): MockOffer => {
    const candidateId = candidateIdOf(record);
    return {
      id: `off-${driveOf.id}-${record.rollNumber}`,
      driveId: driveOf.id,
      applicationId: `${driveOf.id}-app-${record.rollNumber}`,
      collegeId: DEMO_COLLEGE,
      rollNumber: record.rollNumber.toUpperCase(),
      ...(candidateId ? { candidateId } : {}),
      ctc: driveOf.ctc,
      tier: driveOf.tier ?? 'regular',
      policyVersion: 1,
      location: driveOf.location,
      joiningDate: clock.day(220),
      respondBy: clock.at(respondInDays),
      state,
      issuedAt: clock.at(respondInDays - 7),
      ...(state === 'accepted' ? { answeredAt: clock.at(respondInDays - 5) } : {}),
    };
  };
  const offers = [
    ...embeddedSelected.map((record) => offer(embedded, record, 'issued', 3)),
    ...deccanSelected.map((record) => offer(deccan, record, 'accepted', -10)),
  ];
  const demoOffer = { ...offers[0]!, companyName: embedded.companyName, title: embedded.title };
  const tables = emptySeasonTables();
  const placed = Object.fromEntries(
    deccanSelected.map((record) => [record.rollNumber.toUpperCase(), 'placed' as const]),
  );
  const optedOut = Object.fromEntries(
    sample(batch, 37, 11).map((record) => [record.rollNumber.toUpperCase(), 'opted-out' as const]),
  );
  return {
    ...tables,
    studentRecords: { [DEMO_COLLEGE]: batch },
    seasonPolicies: { [DEMO_COLLEGE]: [initialPolicy(SEASON_START)] },
    drives,
    driveApplications: apps,
    offers,
    enrolments: { [DEMO_COLLEGE]: { ...optedOut, ...placed } },
    roundRecords: seededRoundRecords(drives, apps, accounts),
    notifications: [
      {
        id: 'ntf-demo-offer',
        accountId: 'acc-student',
        kind: 'offer',
        // Worded as the server words an offer it issues, with the demo offer's own respond-by time.
        ...offerIssuedNotice(demoOffer, DEFAULT_COLLEGE_TIME_ZONE),
        at: demoOffer.issuedAt,
        read: false,
        driveId: embedded.id,
        offerId: `off-${embedded.id}-${DEMO_STUDENT_RECORD.rollNumber}`,
      },
      {
        id: 'ntf-demo-shortlist',
        accountId: 'acc-student',
        // Worded as the server words a result and a drive it opens: dates in the app's style, in the college's time.
        ...resultNotice('advanced', {
          companyName: validation.companyName,
          title: validation.title,
          round: validation.rounds[0]!,
          next: validation.rounds[1],
          zone: DEFAULT_COLLEGE_TIME_ZONE,
        })!,
        at: clock.at(-2),
        read: false,
        driveId: validation.id,
      },
      {
        id: 'ntf-demo-drive',
        accountId: 'acc-student',
        kind: 'drive-published',
        ...driveOpenedNotice(firmware, DEFAULT_COLLEGE_TIME_ZONE),
        at: clock.at(-1),
        read: true,
        driveId: firmware.id,
      },
      {
        id: 'ntf-demo-proposal',
        accountId: DEMO_COLLEGE,
        kind: 'drive-proposed',
        title: 'Drive proposed: Voltline Embedded Systems',
        text: "Voltline Embedded Systems proposes 'PCB Layout Engineer'. Review its rules and approve it.",
        at: clock.at(-1),
        read: false,
        driveId: 'drv-voltline-pcb',
      },
    ],
  };
}
