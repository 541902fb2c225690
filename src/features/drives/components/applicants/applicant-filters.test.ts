import { describe, expect, it } from 'vitest';
import { filterProblem, filterQuery } from './applicant-filters';

describe('the applicants filter', () => {
  it('sends only the filled filters', () => {
    expect(filterQuery({ query: ' ananya ', branch: '', minCgpa: '7.5' })).toEqual({
      query: 'ananya',
      minCgpa: '7.5',
    });
  });

  it('names a CGPA the server would refuse instead of asking it', () => {
    expect(filterProblem({ minCgpa: 'seven' })).toBe('CGPA at least: a number such as 7 or 7.5, not "seven"');
    expect(filterProblem({ minCgpa: '7.25' })).toBeUndefined();
  });
});
