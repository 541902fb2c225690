import { createSeedState, emptyAccessTables, SEED_VERSION } from '../../mocks/db/seed';
import { emptySeasonTables } from '../../mocks/db/season-state';
import type { MockState, SeedName } from '../../mocks/db/state';

/** What an empty database starts with: the demo (the mock's own seed, same accounts), the large campus, or nothing. */
export type ServerSeed = SeedName | 'none';

export function isServerSeed(value: string): value is ServerSeed {
  return value === 'demo' || value === 'large' || value === 'none';
}

/** A portal with no account and no data: a real college's start (`npm run account:create` makes its officer). */
function emptyState(): MockState {
  return {
    seedVersion: SEED_VERSION,
    accounts: [],
    members: [],
    ...emptyAccessTables(),
    companies: [],
    jobs: [],
    candidates: [],
    applications: [],
    resumes: {},
    studentRecords: {},
    ...emptySeasonTables(),
    reportIntake: {},
    outcomeClaims: [],
    pastBatches: {},
  };
}

export function initialState(seed: ServerSeed): Promise<MockState> {
  return seed === 'none' ? Promise.resolve(emptyState()) : createSeedState(seed);
}
