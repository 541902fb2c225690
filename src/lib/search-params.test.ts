import { describe, expect, it } from 'vitest';
import { pageParam, updatedSearch } from './search-params';

describe('list state in the URL', () => {
  it('drops empty values and starts again at page 1 when a filter changes', () => {
    const next = updatedSearch(new URLSearchParams('role=x&page=3&query=a'), { query: '', branch: 'ECE' });
    expect(next.toString()).toBe('role=x&branch=ECE');
  });

  it('keeps the filters when the page changes, and leaves page 1 implicit', () => {
    expect(updatedSearch(new URLSearchParams('role=x'), { page: 2 }).toString()).toBe('role=x&page=2');
    expect(updatedSearch(new URLSearchParams('role=x&page=2'), { page: 1 }).toString()).toBe('role=x');
  });

  it('reads a page number, 1 when it is missing or malformed', () => {
    expect(pageParam(new URLSearchParams('page=4'))).toBe(4);
    expect(pageParam(new URLSearchParams('page=zero'))).toBe(1);
    expect(pageParam(new URLSearchParams(''))).toBe(1);
  });
});
