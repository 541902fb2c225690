import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantQuery } from '@/lib/api/applicant-contract';
import { listApplicants } from '../../api/season-api';
import { applicantPage, askFirstApplicantPage } from './first-applicant-page';

vi.mock('../../api/season-api', () => ({
  listApplicants: vi.fn((driveId: string, query: ApplicantQuery) =>
    Promise.resolve({ items: [], total: 0, page: 1, pageSize: 200, asked: { driveId, query } }),
  ),
}));
const asked = vi.mocked(listApplicants);

/** The table's first request, as the table builds it (filter, then page; its own key order). */
const FIRST: ApplicantQuery = { sort: 'name', dir: 'asc', page: '1', pageSize: '200' };

afterEach(() => asked.mockClear());

describe('the first page of applicants, asked for early', () => {
  it('is the answer the table gets for its first request: one call, not two', async () => {
    askFirstApplicantPage('drv-1');
    const early = await (asked.mock.results[0]?.value as Promise<unknown>);
    // The same query built in another key order is the same request.
    const answer = await applicantPage('drv-1', { pageSize: '200', page: '1', dir: 'asc', sort: 'name' });
    expect(answer).toBe(early);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('is taken once: the next request for it (a reload) asks the server again', () => {
    askFirstApplicantPage('drv-1');
    void applicantPage('drv-1', FIRST);
    void applicantPage('drv-1', FIRST);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('answers only its own drive and query', () => {
    askFirstApplicantPage('drv-1');
    void applicantPage('drv-2', FIRST);
    void applicantPage('drv-1', { ...FIRST, branch: 'ECE' });
    expect(asked).toHaveBeenCalledTimes(3);
    expect(asked.mock.calls.slice(1).map(([driveId, query]) => [driveId, query.branch])).toEqual([
      ['drv-2', undefined],
      ['drv-1', 'ECE'],
    ]);
  });

  it('is forgotten when the screen goes before the table took it', () => {
    const forget = askFirstApplicantPage('drv-1');
    forget();
    void applicantPage('drv-1', FIRST);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('is asked again when the early request failed', async () => {
    asked.mockRejectedValueOnce(new Error('offline'));
    askFirstApplicantPage('drv-1');
    await expect(applicantPage('drv-1', FIRST)).resolves.toMatchObject({ total: 0 });
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
