import { describe, expect, it } from 'vitest';
import { applicantMatcher, filtersAnything } from './applicant-filter';
import { buildRecord } from './test-records';

const chetan = buildRecord({ rollNumber: '1RV22EC003', name: 'Chetan Gowda', branch: 'ECE', cgpa: 9.2 });
const divya = buildRecord({
  rollNumber: '1RV22ME004',
  name: 'Divya Shenoy',
  branch: 'MECH',
  cgpa: 7.5,
  activeBacklogs: 1,
});
const shortlisted = { state: 'shortlisted' as const, roundReached: 1 };

describe("the applicants table's filter", () => {
  it('matches every field it is given, numbers read as the table sends them', () => {
    expect(applicantMatcher({ branch: 'ECE', state: 'shortlisted', round: '1' })(chetan, shortlisted)).toBe(
      true,
    );
    expect(applicantMatcher({ branch: 'ECE' })(divya, shortlisted)).toBe(false);
    expect(applicantMatcher({ minCgpa: '7.6' })(divya, shortlisted)).toBe(false);
    expect(applicantMatcher({ backlogs: 'none' })(divya, shortlisted)).toBe(false);
    expect(applicantMatcher({ round: '2' })(chetan, shortlisted)).toBe(false);
    expect(applicantMatcher({ state: 'applied' })(chetan, shortlisted)).toBe(false);
  });

  it('finds a name, roll number or e-mail in part, in any case', () => {
    expect(applicantMatcher({ query: ' gowda' })(chetan, shortlisted)).toBe(true);
    expect(applicantMatcher({ query: 'ec003' })(chetan, shortlisted)).toBe(true);
    expect(applicantMatcher({ query: 'shenoy' })(chetan, shortlisted)).toBe(false);
  });

  it('knows an empty filter from one that narrows', () => {
    expect(filtersAnything({})).toBe(false);
    expect(filtersAnything({ query: '  ' })).toBe(false);
    expect(filtersAnything({ branch: 'ECE' })).toBe(true);
  });
});
