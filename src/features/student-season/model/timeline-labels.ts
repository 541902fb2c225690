import type { TIMELINE_OUTCOMES } from '@/lib/api/student-season-contract';

type Outcome = (typeof TIMELINE_OUTCOMES)[number];

/** A round's result on the student's timeline, in words. */
export const TIMELINE_OUTCOME_LABELS: Record<Outcome, string> = {
  upcoming: 'Upcoming',
  cleared: 'Cleared',
  waitlisted: 'Waitlisted',
  rejected: 'Not selected',
  absent: 'Absent',
  'not-reached': 'Not reached',
};
