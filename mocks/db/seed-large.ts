/**
 * The large campus for performance work (issue 17): 5,000 students at the demo college, 300 more companies, a
 * drive per company, and Voltline's mass-recruitment drive with 3,000 applicants in its first round. Built on
 * the demo season, so every demo account still signs in and the demo student's story still holds.
 */
import type { MockCompanyProfile, MockAccount, MockState } from './state';
import { generateBatch } from './seed-batch';
import { applications, eligibleFor, rounds, seedClock } from './seed-season-drives';
import { createDemoSeason, DEMO_COLLEGE, DEMO_STUDENT_RECORD } from './seed-season';
import type { MockDrive } from './season-state';

const LARGE_BATCH_SIZE = 5000;
const LARGE_COMPANIES = 300;
const MASS_DRIVE_APPLICANTS = 3000;
export const MASS_DRIVE_ID = 'drv-voltline-mass';

type LargeSeason = ReturnType<typeof createDemoSeason> &
  Pick<MockState, 'companies'> & { accounts: MockAccount[] };

export function createLargeSeason(
  now: number,
  accounts: readonly MockAccount[],
  credentials: Pick<MockAccount, 'passwordHash' | 'salt'>,
): LargeSeason {
  const clock = seedClock(now);
  const demo = createDemoSeason(now, accounts);
  const batch = generateBatch(LARGE_BATCH_SIZE, 2026, demo.studentRecords[DEMO_COLLEGE] ?? [], 5000);
  const companyAccounts: MockAccount[] = [];
  const companies: MockCompanyProfile[] = [];
  const drives: MockDrive[] = [];
  for (let index = 1; index <= LARGE_COMPANIES; index += 1) {
    const number = String(index).padStart(3, '0');
    const id = `acc-co-large-${number}`;
    const name = `Campus Recruiter ${number} Pvt Ltd`;
    companyAccounts.push({
      id,
      type: 'company',
      emails: [`lead@recruiter-${number}.example.com`],
      name: `Recruiter ${number}`,
      companyName: name,
      createdAt: clock.at(-90),
      ...credentials,
    });
    companies.push({
      accountId: id,
      name,
      website: `https://recruiter-${number}.example.com`,
      address: 'Bengaluru',
      employees: '100+',
    });
    const fixed = 350_000 + (index % 30) * 40_000;
    drives.push({
      id: `drv-large-${number}`,
      collegeId: DEMO_COLLEGE,
      companyId: id,
      companyName: name,
      title: index % 2 ? 'Graduate Engineer Trainee' : 'Software Engineer',
      location: 'Bengaluru',
      ctc: { fixed, variable: 0, joiningBonus: 0 },
      rules: {
        branches: [],
        graduationYears: [2026],
        minCgpa: 6 + (index % 4) * 0.5,
        maxActiveBacklogs: index % 3 ? 0 : 1,
      },
      deadline: clock.at(index % 3 === 0 ? -20 : 3 + (index % 20)),
      rounds: rounds(`drv-large-${number}`, clock, index % 3 === 0 ? -18 : 10, ['test', 'hr-interview']),
      state: index % 3 === 0 ? 'closed' : 'open',
      proposedBy: 'company',
      createdAt: clock.at(-40),
      updatedAt: clock.at(-40),
    });
  }
  const mass: MockDrive = {
    id: MASS_DRIVE_ID,
    collegeId: DEMO_COLLEGE,
    companyId: 'acc-company',
    companyName: 'Voltline Embedded Systems',
    title: 'Associate Engineer (mass recruitment)',
    location: 'Bengaluru',
    ctc: { fixed: 420_000, variable: 30_000, joiningBonus: 0 },
    rules: { branches: [], graduationYears: [2026], minCgpa: 6, maxActiveBacklogs: 1 },
    deadline: clock.at(-2),
    // Its test was held yesterday and waits for results (results are taken only for rounds already held).
    rounds: rounds(MASS_DRIVE_ID, clock, -1, [
      'test',
      'group-discussion',
      'technical-interview',
      'hr-interview',
    ]),
    state: 'in-progress',
    proposedBy: 'company',
    tier: 'regular',
    tierPolicyVersion: 1,
    createdAt: clock.at(-20),
    updatedAt: clock.at(-20),
  };
  const skip = new Set([DEMO_STUDENT_RECORD.rollNumber]);
  const massApplicants = eligibleFor(mass, batch, skip).slice(0, MASS_DRIVE_APPLICANTS);
  return {
    ...demo,
    studentRecords: { [DEMO_COLLEGE]: batch },
    drives: [...demo.drives, mass, ...drives],
    driveApplications: [
      ...demo.driveApplications,
      ...applications(mass, massApplicants, 'applied', 0, clock),
    ],
    companies,
    accounts: companyAccounts,
  };
}
