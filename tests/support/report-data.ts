import fc from 'fast-check';
import type { ReportOffer, ReportStudent } from '../../src/lib/report/report-input';
import { PROGRAMME_VALUES, SEASON_BRANCH_VALUES } from '../../src/lib/season/student-record';

/**
 * The placement report's test data: factories with overrides for hand-computed cases, and fast-check generators of
 * any student the report may read (src/lib/report/report-input.ts), for its invariants.
 */
export const reportOffer = (overrides: Partial<ReportOffer> = {}): ReportOffer => ({
  id: `offer-${overrides.fixed ?? 0}-${overrides.offeredOn ?? ''}`,
  status: 'accepted',
  source: 'campus',
  confirmed: true,
  fixed: 5_00_000,
  variable: 0,
  joiningBonus: 0,
  offeredOn: '2025-09-01',
  acceptedOn: overrides.offeredOn ?? '2025-09-01',
  ...overrides,
});

export const reportStudent = (overrides: Partial<ReportStudent> = {}): ReportStudent => ({
  rollNumber: overrides.offers?.[0]?.id ?? 'none',
  programme: 'btech',
  branch: 'CSE',
  graduationYear: 2026,
  optedIn: true,
  offers: [],
  ...overrides,
});

const offerArbitrary = fc.record({
  id: fc.uuid(),
  status: fc.constantFrom('issued', 'accepted', 'declined', 'expired', 'rescinded' as const),
  source: fc.constantFrom('campus', 'off-campus', 'pre-placement' as const),
  confirmed: fc.boolean(),
  fixed: fc.integer({ min: 0, max: 2_00_00_000 }),
  variable: fc.integer({ min: 0, max: 50_00_000 }),
  joiningBonus: fc.integer({ min: 0, max: 10_00_000 }),
  acceptedOn: fc.constantFrom('2025-10-01', '2026-01-15', '2026-04-30'),
  offeredOn: fc.constant('2025-09-01'),
});

/** A student of the batch graduating in 2026: any branch, opted in or out, up to four offers, maybe a declaration. */
export const reportStudentArbitrary = fc.record({
  rollNumber: fc.string({ minLength: 1, maxLength: 8 }),
  programme: fc.constantFrom(...PROGRAMME_VALUES),
  branch: fc.constantFrom(...SEASON_BRANCH_VALUES),
  graduationYear: fc.constant(2026),
  optedIn: fc.boolean(),
  offers: fc.array(offerArbitrary, { maxLength: 4 }),
  declared: fc.option(
    fc.record({
      kind: fc.constantFrom('higher-studies', 'entrepreneur', 'not-seeking' as const),
      confirmed: fc.boolean(),
    }),
    { nil: undefined },
  ),
});
