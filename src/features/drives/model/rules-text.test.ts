import { describe, expect, it } from 'vitest';
import { OPEN_RULES } from '@/lib/season/eligibility';
import { rulesText } from './rules-text';

describe('rulesText', () => {
  it('words each rule the drive sets, and only those', () => {
    expect(
      rulesText({
        branches: ['CSE', 'IT'],
        graduationYears: [2026],
        minCgpa: 7,
        minTwelfthPercent: 60,
        maxActiveBacklogs: 0,
      }),
    ).toEqual([
      'Branches: CSE, IT',
      'Graduating in 2026',
      'CGPA 7.0 or more',
      '12th or diploma: 60% or more',
      'No active backlogs',
    ]);
  });

  it('a drive without rules is open to the whole batch', () => {
    expect(rulesText(OPEN_RULES)).toEqual(['Open to the whole batch']);
  });
});
