import { hashPassword } from './crypto';
import type { MockAccount, MockState, SeedName } from './state';

/** Bump when the seed changes, so stored demo databases are re-seeded. */
export const SEED_VERSION = 10;
export const DEMO_PASSWORD = 'Demo@2026';

type DemoAccount = Pick<MockAccount, 'id' | 'type' | 'emails' | 'name' | 'companyName' | 'collegeName'>;

/** The demo accounts listed in the README and on the sign-in screen in mock mode. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { id: 'acc-student', type: 'student-college', emails: ['student@example.com'], name: 'Ananya Rao' },
  { id: 'acc-fresher', type: 'jobseeker-fresher', emails: ['fresher@example.com'], name: 'Rahul Verma' },
  {
    id: 'acc-professional',
    type: 'working-professional',
    emails: ['professional@example.com'],
    name: 'Priya Nair',
  },
  {
    id: 'acc-company',
    type: 'company',
    emails: ['lead@example.com', 'hr@example.com'],
    name: 'Vikram Shetty',
    companyName: 'Voltline Embedded Systems',
  },
  {
    id: 'acc-college',
    type: 'college',
    emails: ['tpo@example.com'],
    name: 'Dr. Meera Kulkarni',
    collegeName: 'R V COLLEGE OF ENGINEERING',
  },
];

const SEED_SALT = 'demo-seed';
let seedHash: Promise<string> | undefined;

/**
 * The seed's data and builders (the season's rules among them), loaded only when a database is seeded: the demo's
 * mock backend starts on every page, and seeds once per device (and per version of the seed).
 */
const loadSeedBuilders = () =>
  Promise.all([
    import('./seed-portal'),
    import('./seed-season'),
    import('./seed-large'),
    import('./seed-report'),
    import('./seed-members'),
  ]);

/** What people's visits leave (sessions, codes, limits, registrations, idempotency answers): nothing, at first. */
export function emptyAccessTables() {
  return {
    sessions: {},
    otps: {},
    verifiedEmails: {},
    resetTokens: {},
    memberInvites: {},
    loginFailures: {},
    mailSends: {},
    registrations: [],
    idempotency: {},
  } satisfies Partial<MockState>;
}

/** The mock database as seeded: the demo season, or the large campus (mocks/seed-choice.ts). */
export async function createSeedState(name: SeedName = 'demo'): Promise<MockState> {
  seedHash ??= hashPassword(DEMO_PASSWORD, SEED_SALT);
  const [
    passwordHash,
    [
      { createPortalSeed },
      { createDemoSeason },
      { createLargeSeason },
      { createReportSeed },
      { createMemberSeed },
    ],
  ] = await Promise.all([seedHash, loadSeedBuilders()]);
  const accounts: MockAccount[] = DEMO_ACCOUNTS.map((account) => ({
    ...account,
    emails: [...account.emails],
    passwordHash,
    salt: SEED_SALT,
    createdAt: '2026-01-05T09:00:00.000Z',
  }));
  const now = Date.now();
  const { accounts: portalAccounts, ...portal } = createPortalSeed(now, {
    passwordHash,
    salt: SEED_SALT,
  });
  const allAccounts = [...accounts, ...portalAccounts];
  const {
    accounts: seasonAccounts = [],
    companies: seasonCompanies = [],
    ...season
  } = name === 'large'
    ? createLargeSeason(now, allAccounts, { passwordHash, salt: SEED_SALT })
    : { ...createDemoSeason(now, allAccounts), accounts: [], companies: [] };
  const seeded: Omit<MockState, keyof ReturnType<typeof createReportSeed>> = {
    seedVersion: SEED_VERSION,
    seedName: name,
    accounts: [...allAccounts, ...seasonAccounts],
    members: createMemberSeed({ passwordHash, salt: SEED_SALT }),
    ...emptyAccessTables(),
    ...portal,
    companies: [...portal.companies, ...seasonCompanies],
    ...season,
  };
  // The report's seed reads the batch the season's seed made, so it runs last.
  return { ...seeded, ...createReportSeed(seeded) };
}
