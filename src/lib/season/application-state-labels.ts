import type { ApplicationState } from './machines';

/**
 * Each application state in the season's words, the same for the student, the TPO and the company (the drives'
 * applicants table and filters, the student's cards and the TPO's view of one student).
 */
export const APPLICATION_STATE_LABELS: Record<ApplicationState, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  waitlisted: 'Waitlisted',
  selected: 'Selected',
  rejected: 'Not selected',
  absent: 'Absent',
  withdrawn: 'Withdrawn',
};
