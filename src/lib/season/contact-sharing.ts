/**
 * How long a company sees a candidate's contact details and resume (issue 25, 'Privacy after the process';
 * docs/decisions/). Applying shares them with the company; they stay shared while the application is in
 * progress, or selected, and for CONTACT_KEPT_DAYS after it ended in a withdrawal, a rejection or an absence.
 * Then the company sees the profile without them, unless the candidate is discoverable. Pure; the mock enforces
 * it and the profile says it.
 */
import { collegeDate } from './college-time';

export const CONTACT_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Outcomes of a drive or job application after which the company keeps the details only for a while. */
const ENDING_STATES: ReadonlySet<string> = new Set(['withdrawn', 'rejected', 'absent']);

/** An application of either kind, as far as sharing cares: its state and when it last changed. */
export interface SharingApplication {
  state: string;
  /** ISO instant of the last change (for an ended application, when it ended). */
  updatedAt: string;
}

/** Until when the company sees the details through this application; undefined while it is in progress. */
export function sharedUntil(application: SharingApplication): string | undefined {
  if (!ENDING_STATES.has(application.state)) return undefined;
  return new Date(Date.parse(application.updatedAt) + CONTACT_KEPT_DAYS * DAY_MS).toISOString();
}

/** Whether the application still shares the details at `nowMs`. */
export function stillShared(application: SharingApplication, nowMs: number): boolean {
  const until = sharedUntil(application);
  return until === undefined || Date.parse(until) > nowMs;
}

/** How long one application shares the details, in words ('while it is in progress', 'until 5 Jan 2027'). */
export function sharingText(until: string | undefined, zone: string): string {
  return until ? `until ${collegeDate(until, zone)}` : 'while your application is in progress';
}
