import { describe, expect, it } from 'vitest';
import { batchQuery } from './batch-filters';

describe('batch list query', () => {
  it('sends only the filters set, the sort as field and order, and the page', () => {
    expect(batchQuery({ query: '21CS', branch: '', linked: 'no', sort: 'cgpa-desc' }, 2)).toEqual({
      query: '21CS',
      linked: 'no',
      sort: 'cgpa',
      order: 'desc',
      page: '2',
      pageSize: '50',
    });
    expect(batchQuery({ sort: 'nonsense', linked: 'maybe' }, 1)).toEqual({ page: '1', pageSize: '50' });
  });
});
