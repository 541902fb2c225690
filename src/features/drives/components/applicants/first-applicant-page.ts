import type { ApplicantQuery } from '@/lib/api/applicant-contract';
import { listApplicants } from '../../api/season-api';

/** Rows a request brings: a screenful many times over, so scrolling rarely waits. */
export const APPLICANT_PAGE_SIZE = 200;
/** How the table is sorted when it opens: by name, A to Z. */
export const FIRST_SORT = { id: 'name', desc: false } as const;

type PageAnswer = ReturnType<typeof listApplicants>;

/** Pages asked for before the table was drawn, by drive and query. */
const askedEarly = new Map<string, PageAnswer>();
const keyOf = (driveId: string, query: ApplicantQuery) =>
  `${driveId} ${JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))}`;
const firstPageQuery = (): ApplicantQuery => ({
  sort: FIRST_SORT.id,
  dir: FIRST_SORT.desc ? 'desc' : 'asc',
  page: '1',
  pageSize: String(APPLICANT_PAGE_SIZE),
});

/**
 * Asks for the page the table asks for first (no filter, sorted by name) before the table is drawn: the round
 * screen asks while it loads the drive, so the two answers come in parallel instead of one after the other.
 * Returns what forgets it, for when the screen goes before the table took it.
 */
export function askFirstApplicantPage(driveId: string): () => void {
  const key = keyOf(driveId, firstPageQuery());
  const answer = listApplicants(driveId, firstPageQuery());
  answer.catch(() => undefined); // the table asks again if it failed
  askedEarly.set(key, answer);
  return () => {
    if (askedEarly.get(key) === answer) askedEarly.delete(key);
  };
}

/** A page of applicants: the one asked for early when it is this one (taken once), else a new request. */
export function applicantPage(driveId: string, query: ApplicantQuery): PageAnswer {
  const key = keyOf(driveId, query);
  const early = askedEarly.get(key);
  askedEarly.delete(key);
  return early ? early.catch(() => listApplicants(driveId, query)) : listApplicants(driveId, query);
}
