/**
 * The report's part of the demo seed (issue 18): two earlier graduating batches at the demo college, archived with
 * their outcomes, so NIRF's three-batch table is full at once; the TPO's admissions figures for them; and outcome
 * claims in every state. Deterministic (a fixed-seed generator), so the figures are the same in every demo.
 * Ties and even counts are there on purpose: the seed test checks them.
 */
import type { IntakeEntry } from '@/lib/report/nirf';
import type { ReportOffer } from '@/lib/report/report-input';
import type { Programme, SeasonBranch } from '@/lib/season/student-record';
import type { ArchivedStudent, MockOutcomeClaim, MockReportTables } from './report-state';
import { FIRST_NAMES, LAST_NAMES } from './seed-candidate-data';
import type { MockState } from './state';

export const REPORT_COLLEGE_ID = 'acc-college';
const ARCHIVED_BATCHES = [2024, 2025] as const;
const DEMO_STUDENT_EMAIL = 'student@example.com';

/** How many students each programme's branches had in an earlier batch, and how likely they were placed. */
const COHORTS: { programme: Programme; branch: SeasonBranch; size: number; placedShare: number }[] = [
  { programme: 'btech', branch: 'CSE', size: 48, placedShare: 0.85 },
  { programme: 'btech', branch: 'IT', size: 24, placedShare: 0.8 },
  { programme: 'btech', branch: 'ECE', size: 36, placedShare: 0.7 },
  { programme: 'btech', branch: 'MECH', size: 24, placedShare: 0.55 },
  { programme: 'btech', branch: 'CIVIL', size: 18, placedShare: 0.45 },
  { programme: 'mtech', branch: 'CSE', size: 12, placedShare: 0.6 },
  { programme: 'mca', branch: 'MCA', size: 20, placedShare: 0.75 },
  { programme: 'mba', branch: 'MBA', size: 16, placedShare: 0.7 },
];

/** Annual fixed pay the campus's recruiters offered; repeated amounts make the ties a real season has. */
const FIXED_PAY = [
  3_60_000, 4_00_000, 4_50_000, 4_50_000, 6_00_000, 6_50_000, 7_00_000, 8_00_000, 12_00_000, 18_00_000,
];
const VARIABLE_PAY = [0, 0, 40_000, 75_000, 1_20_000];
const COMPANIES = [
  'Infosys',
  'Wipro',
  'Bosch',
  'Voltline Embedded Systems',
  'L&T',
  'Zoho',
  'Deloitte',
  'HDFC Bank',
];

/** A small deterministic generator (mulberry32), so the demo's figures never change between runs. */
function generator(seed: number) {
  let value = seed;
  return () => {
    value = (value + 0x6d2b79f5) | 0;
    let t = Math.imul(value ^ (value >>> 15), 1 | value);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = ReturnType<typeof generator>;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function offerDate(year: number, random: Random): string {
  // The season runs from August of the final year's first half to March: 32 weeks.
  const day = Date.UTC(year - 1, 7, 1) + Math.floor(random() * 32 * 7) * 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}

function archivedOffers(year: number, roll: string, random: Random): ReportOffer[] {
  const count = random() < 0.2 ? 2 : 1;
  const offers: ReportOffer[] = [];
  for (let index = 0; index < count; index += 1) {
    const offeredOn = offerDate(year, random);
    const offCampus = random() < 0.08;
    offers.push({
      id: `${roll}-o${index + 1}`,
      company: pick(random, COMPANIES),
      status: index === count - 1 ? 'accepted' : pick(random, ['declined', 'rescinded'] as const),
      source: offCampus ? 'off-campus' : 'campus',
      confirmed: true,
      fixed: pick(random, FIXED_PAY),
      variable: pick(random, VARIABLE_PAY),
      joiningBonus: random() < 0.2 ? 50_000 : 0,
      offeredOn,
      acceptedOn: index === count - 1 ? offeredOn : undefined,
    });
  }
  return offers;
}

function archivedStudent(year: number, cohort: (typeof COHORTS)[number], index: number, random: Random) {
  const roll = `${String(year - 4).slice(-2)}${cohort.programme.toUpperCase()}${cohort.branch.replace('-', '')}${String(index + 1).padStart(3, '0')}`;
  const student: ArchivedStudent = {
    rollNumber: roll,
    name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
    programme: cohort.programme,
    branch: cohort.branch,
    graduationYear: year,
    optedIn: true,
    offers: [],
  };
  const roll100 = random();
  if (roll100 < cohort.placedShare) return { ...student, offers: archivedOffers(year, roll, random) };
  const rest = random();
  if (rest < 0.4)
    return {
      ...student,
      optedIn: false,
      declared: {
        kind: 'higher-studies' as const,
        confirmed: true,
        institution: 'IISc Bengaluru',
        course: 'M.Tech',
      },
    };
  if (rest < 0.5)
    return { ...student, optedIn: false, declared: { kind: 'entrepreneur' as const, confirmed: true } };
  if (rest < 0.7)
    return { ...student, optedIn: false, declared: { kind: 'not-seeking' as const, confirmed: true } };
  return student;
}

function archivedBatch(year: number): ArchivedStudent[] {
  const random = generator(year);
  return COHORTS.flatMap((cohort) =>
    Array.from({ length: cohort.size - (year === 2024 ? 2 : 0) }, (_, index) =>
      archivedStudent(year, cohort, index, random),
    ),
  );
}

const COHORT_TOTAL = COHORTS.reduce((sum, cohort) => sum + cohort.size, 0);

/**
 * A large campus for performance work: `perBatch` students in each of three graduating batches, with the demo's
 * mix of branches and outcomes (bench:web measures the report on it).
 */
export function largeCampusStudents(perBatch: number, years = [2024, 2025, 2026]): ArchivedStudent[] {
  return years.flatMap((year) => {
    const random = generator(year * 7);
    return COHORTS.flatMap((cohort) => {
      const size = Math.round((cohort.size / COHORT_TOTAL) * perBatch);
      return Array.from({ length: size }, (_, index) => archivedStudent(year, cohort, index, random));
    });
  });
}

/** What the TPO entered from the admissions office for the earlier batches. */
function intakeOf(batches: readonly ArchivedStudent[][]): IntakeEntry[] {
  return batches.flatMap((students) => {
    const year = students[0]?.graduationYear ?? 0;
    const ug = students.filter((s) => s.programme === 'btech').length;
    const pg = students.length - ug;
    return [
      {
        programmeType: 'UG 4-year',
        graduationYear: year,
        intake: 180,
        admitted: ug + 4,
        lateral: 12,
        graduatingInMinimumTime: ug - 6,
      },
      {
        programmeType: 'PG 2-year',
        graduationYear: year,
        intake: 60,
        admitted: pg + 2,
        graduatingInMinimumTime: pg - 1,
      },
    ];
  });
}

function claim(
  fields: Omit<MockOutcomeClaim, 'id' | 'collegeId' | 'createdAt'>,
  n: number,
): MockOutcomeClaim {
  return {
    id: `claim-${n}`,
    collegeId: REPORT_COLLEGE_ID,
    createdAt: `2026-0${(n % 5) + 1}-1${n}T10:00:00.000Z`,
    ...fields,
  };
}

/** Claims in every state: one waiting on an earlier batch, and on the season's batch when it is seeded. */
function seededClaims(state: Pick<MockState, 'studentRecords'>, past: ArchivedStudent[]): MockOutcomeClaim[] {
  const claims: MockOutcomeClaim[] = [];
  const unknown = past.filter((s) => s.offers.length === 0 && !s.declared && !s.email);
  const [waiting, rejected] = unknown;
  if (waiting)
    claims.push(
      claim(
        {
          rollNumber: waiting.rollNumber,
          graduationYear: waiting.graduationYear,
          kind: 'higher-studies',
          state: 'pending',
          reportedBy: 'student',
          institution: 'IIT Madras',
          course: 'M.S. by Research',
        },
        1,
      ),
    );
  if (rejected)
    claims.push(
      claim(
        {
          rollNumber: rejected.rollNumber,
          graduationYear: rejected.graduationYear,
          kind: 'off-campus',
          state: 'rejected',
          reportedBy: 'student',
          company: 'Unverified Startup',
          fixed: 9_00_000,
          variable: 0,
          joiningBonus: 0,
          offeredOn: '2025-03-02',
        },
        2,
      ),
    );
  const current = (state.studentRecords[REPORT_COLLEGE_ID] ?? []).filter(
    (r) => r.email !== DEMO_STUDENT_EMAIL,
  );
  const kinds = [
    {
      kind: 'higher-studies' as const,
      state: 'pending' as const,
      reportedBy: 'student' as const,
      institution: 'TU Munich',
      course: 'M.Sc. Informatics',
    },
    {
      kind: 'pre-placement' as const,
      state: 'confirmed' as const,
      reportedBy: 'tpo' as const,
      company: 'Bosch',
      fixed: 8_00_000,
      variable: 50_000,
      joiningBonus: 0,
      offeredOn: '2025-09-15',
    },
    { kind: 'entrepreneur' as const, state: 'confirmed' as const, reportedBy: 'tpo' as const },
    { kind: 'not-seeking' as const, state: 'confirmed' as const, reportedBy: 'tpo' as const },
  ];
  kinds.forEach((fields, index) => {
    const record = current[current.length - 1 - index * 7];
    if (record)
      claims.push(
        claim({ rollNumber: record.rollNumber, graduationYear: record.graduationYear, ...fields }, index + 3),
      );
  });
  return claims;
}

/**
 * The demo student reports her outcome on "After graduation", so she must be in a batch. The season's seed lists
 * her in the batch graduating now; where it does not, she is listed in the last archived batch, with no outcome yet.
 */
function demoStudentIfUnlisted(state: Pick<MockState, 'studentRecords'>): ArchivedStudent[] {
  const listed = Object.values(state.studentRecords).some((records) =>
    records.some((record) => record.email === DEMO_STUDENT_EMAIL),
  );
  if (listed) return [];
  const year = ARCHIVED_BATCHES.at(-1) ?? 2025;
  return [
    {
      rollNumber: `${String(year - 4).slice(-2)}BTECHECE900`,
      name: 'Ananya Rao',
      email: DEMO_STUDENT_EMAIL,
      programme: 'btech',
      branch: 'ECE',
      graduationYear: year,
      optedIn: true,
      offers: [],
    },
  ];
}

/** The report's tables for the demo: run after the season's seed, whose batch records it reads. */
export function createReportSeed(state: Pick<MockState, 'studentRecords'>): MockReportTables {
  const batches = ARCHIVED_BATCHES.map(archivedBatch);
  const past = [...batches.flat(), ...demoStudentIfUnlisted(state)];
  return {
    pastBatches: { [REPORT_COLLEGE_ID]: past },
    reportIntake: { [REPORT_COLLEGE_ID]: intakeOf(batches) },
    outcomeClaims: seededClaims(state, past),
  };
}
