import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENROLMENT_STATES } from '../season/machines';
import { reportOffer, reportStudent, reportStudentArbitrary } from '../../../tests/support/report-data';
import { SEASON_BRANCH_VALUES } from '../season/student-record';
import { seasonGraduationYear, seasonStudentFigures, type BatchMember } from './batch-figures';
import { branchRows } from './branch-figures';
import type { ReportOffer } from './report-input';

const accepted = (fixed: number, extra: Partial<ReportOffer> = {}) =>
  reportOffer({ id: `o-${fixed}`, fixed, offeredOn: '2026-09-01', acceptedOn: '2026-09-03', ...extra });
const student = (rollNumber: string, optedIn: boolean, offers: ReportOffer[] = []) =>
  reportStudent({ rollNumber, optedIn, offers });

describe('seasonStudentFigures (hand-computed)', () => {
  it('splits the batch once: placed first, then opted out, blocked, still in the running', () => {
    const members: BatchMember[] = [
      // Placed through a drive.
      { student: student('A', true, [accepted(4_50_000)]), enrolment: 'placed', registered: true },
      // Opted out, then an off-campus offer the TPO confirmed: placed, and so in the denominator.
      {
        student: student('B', false, [accepted(6_00_000, { source: 'off-campus' })]),
        enrolment: 'opted-out',
        registered: false,
      },
      // An off-campus offer not yet confirmed: not placed.
      {
        student: student('C', true, [accepted(5_00_000, { source: 'off-campus', confirmed: false })]),
        enrolment: 'available',
        registered: true,
      },
      { student: student('D', false), enrolment: 'opted-out', registered: false },
      { student: student('E', true), enrolment: 'blocked', registered: true },
    ];
    expect(seasonStudentFigures(members)).toEqual({
      graduationYear: 2026,
      total: 5,
      registered: 3,
      optedInOrPlaced: 4,
      placed: 2,
      percentPlaced: 50,
      unplacedEligible: 1,
      optedOut: 1,
      blocked: 1,
      otherYears: 0,
    });
  });

  it("counts the season's graduating year only, and says how many of the batch graduate in another", () => {
    const of = (rollNumber: string, graduationYear: number, offers: ReportOffer[] = []): BatchMember => ({
      student: reportStudent({ rollNumber, optedIn: true, graduationYear, offers }),
      enrolment: offers.length ? 'placed' : 'available',
      registered: false,
    });
    const members = [
      of('A', 2026, [accepted(4_50_000)]),
      of('B', 2026),
      of('C', 2026),
      // A repeat year and a record a year early: counted by the report under their own years.
      of('D', 2025, [accepted(5_00_000)]),
      of('E', 2027),
    ];
    expect(seasonGraduationYear(members.map((member) => member.student))).toBe(2026);
    expect(seasonStudentFigures(members)).toMatchObject({
      graduationYear: 2026,
      total: 3,
      placed: 1,
      unplacedEligible: 2,
      otherYears: 2,
    });
    // On a tie, the newest year is the season's.
    expect(seasonGraduationYear([{ graduationYear: 2025 }, { graduationYear: 2026 }])).toBe(2026);
    expect(seasonGraduationYear([])).toBeUndefined();
  });

  it('has no share and no year for an empty batch', () => {
    const empty = seasonStudentFigures([]);
    expect(empty).toMatchObject({ total: 0, placed: 0, optedInOrPlaced: 0 });
    expect(empty).not.toHaveProperty('percentPlaced');
    expect(empty).not.toHaveProperty('graduationYear');
  });
});

// A batch that mixes graduating years (a repeat year, a record a year early) as well as one that does not.
const memberArbitrary = fc
  .record({
    student: reportStudentArbitrary,
    graduationYear: fc.constantFrom(2025, 2026, 2026, 2027),
    enrolment: fc.constantFrom(...ENROLMENT_STATES),
    registered: fc.boolean(),
  })
  .map(({ student, graduationYear, ...member }) => ({ ...member, student: { ...student, graduationYear } }));

describe('the season figures and the report agree', () => {
  it("show the report's in the batch, opted in or placed, placed and % placed for the same students", () => {
    fc.assert(
      fc.property(fc.array(memberArbitrary, { maxLength: 40 }), (members) => {
        const season = seasonStudentFigures(members);
        // The report's row for the season's graduating year: its students only, whatever years the batch mixes.
        const { whole } = branchRows(
          members
            .map((member) => member.student)
            .filter((student) => student.graduationYear === season.graduationYear),
          SEASON_BRANCH_VALUES,
        );
        expect(season.total).toBe(whole.inBatch);
        expect(season.optedInOrPlaced).toBe(whole.optedInOrPlaced);
        expect(season.placed).toBe(whole.placed);
        expect(season.percentPlaced).toBe(whole.percentPlaced);
        expect(season.placed + season.unplacedEligible + season.optedOut + season.blocked).toBe(season.total);
        expect(season.total + season.otherYears).toBe(members.length);
      }),
    );
  });
});
