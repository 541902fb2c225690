import { describe, expect, it } from 'vitest';
import { jobListQuery, readJobFilters } from './job-filters';

describe('Job Pulse filters', () => {
  it('reads the role, text and page from the URL, ignoring an unknown role', () => {
    expect(readJobFilters(new URLSearchParams('role=pcb_designer&query=%20pune%20&page=3'))).toEqual({
      query: 'pune',
      role: 'pcb_designer',
      page: 3,
    });
    expect(readJobFilters(new URLSearchParams('role=astronaut&page=-1'))).toEqual({
      query: '',
      role: '',
      page: 1,
    });
  });

  it('asks only for what is set', () => {
    expect(jobListQuery({ query: '', role: '', page: 1 })).toEqual({});
    expect(jobListQuery({ query: 'pune', role: 'pcb_designer', page: 2 })).toEqual({
      query: 'pune',
      role: 'pcb_designer',
      page: '2',
    });
  });
});
