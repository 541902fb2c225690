import { describe, expect, it } from 'vitest';
import { BRANCH_FILTER_OPTIONS, candidateFilterQuery, collegeStudentQuery } from './candidate-filters';

describe('candidate filters from the URL', () => {
  it('keeps known values and drops unknown or empty ones', () => {
    const params = new URLSearchParams(
      'type=company&branch=ECE&year=3rd%20Year&skills=%20C%20&college=&page=2',
    );
    expect(candidateFilterQuery(params)).toEqual({ branch: 'ECE', year: '3rd Year', skills: 'C', page: '2' });
  });

  it('gives the college view only branch, year, search and page', () => {
    const params = new URLSearchParams('query=asha&branch=MECH&type=working-professional&page=1');
    expect(collegeStudentQuery(params)).toEqual({ query: 'asha', branch: 'MECH' });
  });

  it('offers the branches candidates send (IOT is sent as IT; Others is free text)', () => {
    expect(BRANCH_FILTER_OPTIONS.map((option) => option.value)).not.toContain('IOT');
    expect(BRANCH_FILTER_OPTIONS.map((option) => option.value)).toContain('IT');
  });
});
