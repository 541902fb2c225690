import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeEligibilityReason,
  describeEligibilitySummary,
  eligibilityReasons,
  formatCgpa,
  OPEN_RULES,
  summarizeEligibility,
  type DriveRules,
} from './eligibility';
import { SEASON_BRANCH_VALUES } from './student-record';
import { buildRecord } from './test-records';

const rules: DriveRules = {
  branches: ['CSE', 'ECE'],
  graduationYears: [2026],
  minCgpa: 7,
  minTenthPercent: 60,
  minTwelfthPercent: 60,
  maxActiveBacklogs: 0,
  maxTotalBacklogs: 2,
};

describe('eligibility reasons', () => {
  it('finds nothing wrong with a record meeting every rule, including exactly at the limits', () => {
    expect(eligibilityReasons(buildRecord(), rules)).toEqual([]);
    const atLimits = buildRecord({ cgpa: 7, tenthPercent: 60, twelfthPercent: 60, totalBacklogs: 2 });
    expect(eligibilityReasons(atLimits, rules)).toEqual([]);
  });

  it('reports each failed rule with the value and the limit', () => {
    const record = buildRecord({
      branch: 'MECH',
      graduationYear: 2027,
      cgpa: 6.8,
      tenthPercent: 58.4,
      twelfthPercent: 55,
      activeBacklogs: 1,
      totalBacklogs: 3,
    });
    expect(eligibilityReasons(record, rules)).toEqual([
      { rule: 'branch', value: 'MECH', allowed: ['CSE', 'ECE'] },
      { rule: 'graduationYear', value: 2027, allowed: [2026] },
      { rule: 'cgpa', value: 6.8, limit: 7 },
      { rule: 'tenthPercent', value: 58.4, limit: 60 },
      { rule: 'twelfthPercent', value: 55, limit: 60 },
      { rule: 'activeBacklogs', value: 1, limit: 0 },
      { rule: 'totalBacklogs', value: 3, limit: 2 },
    ]);
  });

  it('words every reason for the student', () => {
    const say = describeEligibilityReason;
    expect(say({ rule: 'cgpa', value: 6.8, limit: 7 })).toBe("CGPA 6.8 is below this drive's 7.0");
    expect(say({ rule: 'branch', value: 'MECH', allowed: ['CSE', 'ECE'] })).toBe(
      "Your branch MECH is not among this drive's branches (CSE, ECE)",
    );
    expect(say({ rule: 'graduationYear', value: 2027, allowed: [2026] })).toBe(
      'You graduate in 2027; this drive is for the 2026 batch',
    );
    expect(say({ rule: 'tenthPercent', value: 58.4, limit: 60 })).toBe(
      "10th 58.4% is below this drive's 60%",
    );
    expect(say({ rule: 'twelfthPercent', value: 55, limit: 60 })).toBe(
      "12th/diploma 55% is below this drive's 60%",
    );
    expect(say({ rule: 'twelfthPercent', value: null, limit: 60 })).toBe(
      'Your record has no 12th or diploma percentage; this drive asks for 60%',
    );
    expect(say({ rule: 'activeBacklogs', value: 1, limit: 0 })).toBe(
      'You have 1 active backlog; this drive allows none',
    );
    expect(say({ rule: 'totalBacklogs', value: 3, limit: 2 })).toBe(
      'You have 3 backlogs in total; this drive allows at most 2',
    );
    expect(say({ rule: 'noRecord' })).toMatch(/no academic record/);
  });

  it('takes the better of 12th and diploma, and fails a record with neither', () => {
    const lateral = buildRecord({ twelfthPercent: undefined, diplomaPercent: 72 });
    expect(eligibilityReasons(lateral, rules)).toEqual([]);
    const both = buildRecord({ twelfthPercent: 50, diplomaPercent: 65 });
    expect(eligibilityReasons(both, rules)).toEqual([]);
    const neither = buildRecord({ twelfthPercent: undefined, diplomaPercent: undefined });
    expect(eligibilityReasons(neither, rules)).toEqual([{ rule: 'twelfthPercent', value: null, limit: 60 }]);
    expect(eligibilityReasons(neither, OPEN_RULES)).toEqual([]);
  });

  it('refuses a student without a record on that alone', () => {
    expect(eligibilityReasons(undefined, OPEN_RULES)).toEqual([{ rule: 'noRecord' }]);
  });

  it('prints CGPA with at least one decimal', () => {
    expect(formatCgpa(7)).toBe('7.0');
    expect(formatCgpa(6.85)).toBe('6.85');
  });

  it('fails the CGPA rule exactly when the CGPA is below the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (cgpa, limit) => {
        const reasons = eligibilityReasons(buildRecord({ cgpa: cgpa / 100 }), {
          ...OPEN_RULES,
          minCgpa: limit / 100,
        });
        expect(reasons.some((reason) => reason.rule === 'cgpa')).toBe(cgpa < limit);
      }),
    );
  });

  it('never refuses anyone under open rules, and restricting branches refuses exactly the others', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEASON_BRANCH_VALUES),
        fc.subarray([...SEASON_BRANCH_VALUES]),
        (branch, allowed) => {
          const record = buildRecord({ branch });
          expect(eligibilityReasons(record, OPEN_RULES)).toEqual([]);
          const refused = eligibilityReasons(record, { ...OPEN_RULES, branches: allowed }).length > 0;
          expect(refused).toBe(allowed.length > 0 && !allowed.includes(branch));
        },
      ),
    );
  });
});

describe('eligibility summary', () => {
  it('counts the eligible and each failed rule, most common first', () => {
    const records = [
      buildRecord(),
      buildRecord({ cgpa: 6.5 }),
      buildRecord({ cgpa: 6.9, activeBacklogs: 1, totalBacklogs: 1 }),
      buildRecord({ cgpa: 5 }),
      buildRecord({ activeBacklogs: 2, totalBacklogs: 2 }),
    ];
    const summaryRules: DriveRules = { ...OPEN_RULES, minCgpa: 7, maxActiveBacklogs: 0 };
    const summary = summarizeEligibility(records, summaryRules);
    expect(summary).toEqual({
      total: 5,
      eligible: 1,
      failing: [
        { rule: 'cgpa', count: 3 },
        { rule: 'activeBacklogs', count: 2 },
      ],
    });
    expect(describeEligibilitySummary(summary, summaryRules)).toBe(
      '1 of the 5 students in the batch; 3 below CGPA 7.0, 2 with active backlogs',
    );
  });

  it("says one backlog in the singular (issue 35: 'more than 1 active backlogs')", () => {
    const rules = { ...OPEN_RULES, maxActiveBacklogs: 1, maxTotalBacklogs: 1 };
    const summary = {
      total: 4,
      eligible: 2,
      failing: [
        { rule: 'activeBacklogs' as const, count: 1 },
        { rule: 'totalBacklogs' as const, count: 1 },
      ],
    };
    expect(describeEligibilitySummary(summary, rules)).toBe(
      '2 of the 4 students in the batch; 1 with more than 1 active backlog, 1 with more than 1 backlog in total',
    );
  });

  it('says only the count when everyone is eligible', () => {
    const summary = summarizeEligibility([buildRecord()], OPEN_RULES);
    expect(describeEligibilitySummary(summary, OPEN_RULES)).toBe('1 of the 1 student in the batch');
  });

  it('agrees with the per-student reasons', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cgpa: fc.integer({ min: 40, max: 100 }),
            activeBacklogs: fc.integer({ min: 0, max: 3 }),
          }),
          { maxLength: 30 },
        ),
        (values) => {
          const records = values.map(({ cgpa, activeBacklogs }) =>
            buildRecord({ cgpa: cgpa / 10, activeBacklogs, totalBacklogs: activeBacklogs }),
          );
          const summary = summarizeEligibility(records, rules);
          const eligible = records.filter((record) => eligibilityReasons(record, rules).length === 0).length;
          expect(summary.eligible).toBe(eligible);
          expect(summary.total).toBe(records.length);
        },
      ),
    );
  });
});
