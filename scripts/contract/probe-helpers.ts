/** Small pieces the probe lists (probes-*.ts) share. */
import { IDEMPOTENCY_HEADER } from '../../src/lib/api/api-base';
import type { ProbeRequest } from './http-call';
import type { AccountKind, CheckState, Probe } from './probe-types';

/** An id no server has: its calls must answer 404 not_found. */
export const NO_SUCH_ID = 'no-such-id-contract-check';
/** The instant `days` days from now. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000);
/** The calendar day (YYYY-MM-DD, UTC) `days` days from now. */
export const dayAhead = (days: number) => daysAhead(days).toISOString().slice(0, 10);
/** A request for the `:id` in a path, or undefined (skipped) when no id was found. */
export const withId = (id: string | undefined): ProbeRequest | undefined =>
  id ? { params: { id } } : undefined;
/** The list `list` of an answer (a page's `items`), empty when absent. */
export const itemsOf = <T>(body: Record<string, unknown>, list = 'items') =>
  (body[list] as T[] | undefined) ?? [];
/** The first entry of an answer's list, if any. */
export const firstItem = (body: Record<string, unknown>, list = 'items') =>
  itemsOf<Record<string, unknown>>(body, list)[0];
/** The Idempotency-Key of this run's `what` (a job, a drive, a registration): unique to the run. */
export const runKey = (state: CheckState, what: string) => ({
  [IDEMPOTENCY_HEADER]: `contract-check-${what}-${state.runId}`,
});
/** A tiny PDF, enough for a resume or an offer letter. */
export const pdfFile = () => new Blob(['%PDF-1.4\n%contract-check\n'], { type: 'application/pdf' });

/** A call for an id no server has, by `as` (no session when absent): 404 not_found. */
export const unknownIdProbe = (endpoint: string, as?: AccountKind): Probe => ({
  endpoint,
  sent: 'an unknown id',
  ...(as ? { as } : {}),
  request: () => withId(NO_SUCH_ID),
  expect: { status: 404, code: 'not_found' },
});

/** A list asked with a query value its schema refuses, by `as` (no session when absent): 400 invalid_request. */
export const refusedQueryProbe = (
  endpoint: string,
  query: Record<string, string>,
  as?: AccountKind,
): Probe => ({
  endpoint,
  sent: Object.entries(query)
    .map(([name, value]) => `${name}=${value}`)
    .join('&'),
  ...(as ? { as } : {}),
  request: () => ({ query }),
  expect: { status: 400, code: 'invalid_request' },
});

/** A drive's terms: one round after a deadline two weeks ahead, no eligibility limits. */
export function exampleDriveFields(title: string) {
  return {
    title,
    location: 'Bengaluru',
    ctc: { fixed: 600_000, variable: 0, joiningBonus: 0 },
    rules: { branches: [], graduationYears: [] },
    deadline: daysAhead(14).toISOString(),
    rounds: [{ kind: 'technical-interview', date: dayAhead(20), time: '10:00', venue: 'Placement cell' }],
  };
}
