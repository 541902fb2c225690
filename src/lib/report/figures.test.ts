import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportStudentArbitrary } from '../../../tests/support/report-data';
import { SEASON_BRANCH_VALUES } from '../season/student-record';
import { branchRows } from './branch-figures';
import { naacPlacementPercentage, nbaPlacementIndex, outcomeCounts } from './figures';
import cases from './fixtures/report-cases.json';
import type { CtcSpread } from './median';
import type { ReportStudent } from './report-input';

/** JSON has no undefined: the fixtures write null for a figure shown as a dash. */
const orNull = (value: number | undefined) => value ?? null;
/** Percentages are compared to two decimals, as the fixtures were computed by hand. */
const rounded = (value: number | undefined) => (value === undefined ? null : Math.round(value * 100) / 100);
const spread = (value: CtcSpread) => JSON.parse(JSON.stringify(value)) as CtcSpread;

const students = (list: unknown) => list as ReportStudent[];

describe('outcomeCounts (hand-computed fixtures)', () => {
  it.each(cases.outcomeCases)('$name', ({ students: input, expected }) => {
    const counts = outcomeCounts(students(input));
    expect(counts.graduating).toBe(expected.graduating);
    expect(counts.rolls).toEqual(expected.rolls);
    expect(orNull(counts.medianCtc)).toBe(expected.medianCtc);
    expect(orNull(counts.medianFixed)).toBe(expected.medianFixed);
  });
});

describe('branchRows (hand-computed fixtures)', () => {
  it.each(cases.branchCases)('$name', ({ students: input, branchOrder, expected }) => {
    const { rows, whole } = branchRows(students(input), branchOrder);
    const shown = (figures: (typeof rows)[number] | typeof whole) => ({
      ...figures,
      percentPlaced: rounded(figures.percentPlaced),
      fixed: spread(figures.fixed),
      ctc: spread(figures.ctc),
    });
    expect(rows.map(shown)).toEqual(expected.rows);
    expect(shown(whole)).toEqual(expected.whole);
  });
});

describe('NBA and NAAC percentages (hand-computed fixtures)', () => {
  it.each(cases.indexCases)('$name', ({ batches, expected }) => {
    expect(orNull(nbaPlacementIndex(batches))).toBe(expected.nba);
    expect(orNull(naacPlacementPercentage(batches))).toBe(expected.naac);
  });
});

describe('report invariants', () => {
  it('never counts more placed than graduating, and every student has exactly one outcome', () => {
    fc.assert(
      fc.property(fc.array(reportStudentArbitrary, { maxLength: 40 }), (batch) => {
        const counts = outcomeCounts(batch);
        expect(counts.rolls.placed.length).toBeLessThanOrEqual(counts.graduating);
        const outcomes = Object.values(counts.rolls).reduce((sum, rolls) => sum + rolls.length, 0);
        expect(outcomes).toBe(counts.graduating);
      }),
    );
  });

  it('keeps % placed within 100: every placed student is in its denominator', () => {
    fc.assert(
      fc.property(fc.array(reportStudentArbitrary, { maxLength: 40 }), (batch) => {
        const { rows, whole } = branchRows(batch, SEASON_BRANCH_VALUES);
        for (const figures of [...rows, whole]) {
          expect(figures.placed).toBeLessThanOrEqual(figures.optedInOrPlaced);
          expect(figures.percentPlaced ?? 0).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('adds the branch rows up to the whole batch', () => {
    fc.assert(
      fc.property(fc.array(reportStudentArbitrary, { maxLength: 40 }), (batch) => {
        const { rows, whole } = branchRows(batch, SEASON_BRANCH_VALUES);
        const sum = (pick: (row: (typeof rows)[number]) => number) =>
          rows.reduce((s, row) => s + pick(row), 0);
        expect(sum((row) => row.inBatch)).toBe(whole.inBatch);
        expect(sum((row) => row.optedInOrPlaced)).toBe(whole.optedInOrPlaced);
        expect(sum((row) => row.placed)).toBe(whole.placed);
        expect(sum((row) => row.offers)).toBe(whole.offers);
        expect(sum((row) => row.studentsWithSeveralOffers)).toBe(whole.studentsWithSeveralOffers);
      }),
    );
  });
});
