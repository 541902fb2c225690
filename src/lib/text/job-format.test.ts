import { describe, expect, it } from 'vitest';
import { dateText, locationText, openingsText, salaryRangeText } from './job-format';

describe('job wording', () => {
  it('says the salary range in LPA, or that there is none', () => {
    expect(salaryRangeText({ min_salary: 6, max_salary: 10 })).toBe('6 LPA – 10 LPA');
    expect(salaryRangeText({ min_salary: 2.5 })).toBe('From 2.5 LPA');
    expect(salaryRangeText({ max_salary: 12 })).toBe('Up to 12 LPA');
    expect(salaryRangeText({})).toBe('Salary not disclosed');
  });

  it('formats dates and counts', () => {
    expect(dateText('2026-03-05')).toBe('5 Mar 2026');
    expect(dateText('2026-03-05T23:00:00.000Z')).toBe('5 Mar 2026');
    expect(openingsText(1)).toBe('1 opening');
    expect(openingsText(3)).toBe('3 openings');
    expect(locationText({ location: '' })).toBe('Location not stated');
  });
});
