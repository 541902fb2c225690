import { EXPERIENCE_RANGES, YEARS_OF_STUDY } from '@/lib/options/candidate';
import type { CandidateType } from '@/lib/user-types';
import {
  DEMO_COLLEGE_SPELLINGS,
  LOOK_ALIKE_COLLEGES,
  OTHER_COLLEGES,
  SEED_APPLICATIONS,
  SEED_COMPANIES,
  SEED_JOBS,
  type SeedCandidate,
} from './seed-portal-data';
import {
  BRANCHES,
  DEMO_CANDIDATES,
  FIRST_NAMES,
  LAST_NAMES,
  PROFESSIONAL_ROLES,
  SKILLS_BY_BRANCH,
} from './seed-candidate-data';
import type {
  MockAccount,
  MockApplication,
  MockCandidateProfile,
  MockCompanyProfile,
  MockJob,
  MockState,
} from './state';
import type { MockStoredFile } from './stored-file';

type PortalSeed = Pick<MockState, 'companies' | 'jobs' | 'candidates' | 'applications' | 'resumes'> & {
  /** Accounts besides the README's demo logins (seed.ts makes those). */
  accounts: MockAccount[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Candidate n (1-42): 1-13 study at the demo college, 14-15 at look-alikes, 16-25 elsewhere; then freshers and professionals. */
function generatedCandidate(index: number): SeedCandidate {
  const number = index + 1;
  const id = `acc-cand-${String(number).padStart(2, '0')}`;
  const name = `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 7) % LAST_NAMES.length]}`;
  const branch = BRANCHES[index % BRANCHES.length] ?? 'ECE';
  const skills = SKILLS_BY_BRANCH[branch] ?? [];
  const yearIndex = index % YEARS_OF_STUDY.length;
  if (number <= 25) {
    const college =
      number <= 13
        ? DEMO_COLLEGE_SPELLINGS[index % DEMO_COLLEGE_SPELLINGS.length]
        : number <= 15
          ? LOOK_ALIKE_COLLEGES[number - 14]
          : OTHER_COLLEGES[(number - 16) % OTHER_COLLEGES.length];
    return {
      id,
      type: 'student-college',
      name,
      college,
      year: YEARS_OF_STUDY[yearIndex],
      joiningyear: String(2025 - yearIndex),
      branch,
      skills: skills.slice(0, 2 + (index % 2)),
      hasResume: index % 3 !== 0,
    };
  }
  if (number <= 33) {
    return {
      id,
      type: 'jobseeker-fresher',
      name,
      degree: index % 4 === 0 ? 'Diploma' : "Bachelor's Degree",
      joiningyear: String(2023 + (index % 3)),
      branch,
      skills: skills.slice(0, 3),
      hasResume: true,
    };
  }
  const [company, role, roleSkills] = PROFESSIONAL_ROLES[(number - 34) % PROFESSIONAL_ROLES.length]!;
  return {
    id,
    type: 'working-professional',
    name,
    currentCompany: company,
    currentRole: role,
    experience: EXPERIENCE_RANGES[index % EXPERIENCE_RANGES.length],
    skills: [...roleSkills],
    hasResume: true,
  };
}

const GENERATED_CANDIDATE_COUNT = 42;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const emailOf = (candidate: SeedCandidate) =>
  `${candidate.name.toLowerCase().replace(/\s+/g, '.')}.${candidate.id.slice(-2)}@mail.example.net`;
const resumeName = (name: string) => `${name.replace(/\s+/g, '_')}_Resume.pdf`;

function profileOf(
  candidate: SeedCandidate,
  email: string,
  index: number,
  now: number,
): MockCandidateProfile {
  const { id, hasResume: _hasResume, ...fields } = candidate;
  return {
    ...fields,
    accountId: id,
    type: candidate.type as CandidateType,
    email,
    phone: `98450${String(10000 + index * 37).slice(-5)}`,
    // Spread over two months, types mixed, so the newest-first lists do not group by type.
    createdAt: new Date(now - ((index * 17) % 60) * DAY_MS - index * 60_000).toISOString(),
  };
}

/** Builds the dashboards' demo data relative to `now`, so seeded jobs are open whenever the demo starts. */
export function createPortalSeed(
  now: number,
  credentials: Pick<MockAccount, 'passwordHash' | 'salt'>,
): PortalSeed {
  const createdAt = new Date(now - 90 * DAY_MS).toISOString();
  const accounts: MockAccount[] = [];
  for (const company of SEED_COMPANIES.filter(({ id }) => id !== 'acc-company')) {
    accounts.push({
      id: company.id,
      type: 'company',
      emails: [...company.emails],
      name: company.contact,
      companyName: company.name,
      ...credentials,
      createdAt,
    });
  }
  const companies: MockCompanyProfile[] = SEED_COMPANIES.map(({ id, name, website, address, employees }) => ({
    accountId: id,
    name,
    website,
    address,
    employees,
  }));

  const generated = Array.from({ length: GENERATED_CANDIDATE_COUNT }, (_, index) =>
    generatedCandidate(index),
  );
  const everyone = [
    ...DEMO_CANDIDATES.map((demo) => ({ candidate: demo, email: demo.email })),
    ...generated.map((candidate) => ({ candidate, email: emailOf(candidate) })),
  ];
  const candidates = everyone.map(({ candidate, email }, index) => profileOf(candidate, email, index, now));
  for (const { candidate, email } of everyone.slice(DEMO_CANDIDATES.length)) {
    accounts.push({
      id: candidate.id,
      type: candidate.type,
      emails: [email],
      name: candidate.name,
      ...(candidate.college ? { collegeName: candidate.college } : {}),
      ...credentials,
      createdAt,
    });
  }
  const resumes: Record<string, MockStoredFile> = {};
  everyone.forEach(({ candidate }, index) => {
    if (candidate.hasResume) {
      resumes[candidate.id] = {
        name: resumeName(candidate.name),
        type: 'application/pdf',
        size: 48_000 + index * 1_250,
        uploadedAt: new Date(now - (30 - (index % 20)) * DAY_MS).toISOString(),
      };
    }
  });

  const jobs: MockJob[] = SEED_JOBS.map(({ salary, postedDaysAgo, closesInDays, closed, ...job }) => {
    const posted = new Date(now - postedDaysAgo * DAY_MS).toISOString();
    return {
      ...job,
      ...(salary ? { min_salary: salary[0], max_salary: salary[1] } : {}),
      closing_date: isoDay(now + closesInDays * DAY_MS),
      status: closed ? 'closed' : 'open',
      createdAt: posted,
      updatedAt: posted,
      ...(closed ? { closedAt: new Date(now - DAY_MS).toISOString() } : {}),
    };
  });
  const applications: MockApplication[] = SEED_APPLICATIONS.map(({ daysAgo, ...application }, index) => {
    const at = new Date(now - daysAgo * DAY_MS - index * 60_000).toISOString();
    return { id: `app-${String(index + 1).padStart(3, '0')}`, ...application, createdAt: at, updatedAt: at };
  });
  return { accounts, companies, jobs, candidates, applications, resumes };
}
