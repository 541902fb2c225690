/** Small pieces the probe lists share (probes.ts, probes-season.ts, probes-report.ts). */
import type { ProbeRequest } from './http-call';

/** An id no server has: its calls must answer 404 not_found. */
export const NO_SUCH_ID = 'no-such-id-contract-check';
/** The instant `days` days from now. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000);
/** The calendar day (YYYY-MM-DD, UTC) `days` days from now. */
export const dayAhead = (days: number) => daysAhead(days).toISOString().slice(0, 10);
/** A request for the `:id` in a path, or undefined (skipped) when no id was found. */
export const withId = (id: string | undefined): ProbeRequest | undefined =>
  id ? { params: { id } } : undefined;
/** A tiny PDF, enough for a resume or an offer letter. */
export const pdfFile = () => new Blob(['%PDF-1.4\n%contract-check\n'], { type: 'application/pdf' });
