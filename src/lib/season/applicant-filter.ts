/**
 * The applicants table's filter as one rule (issue 25): the server's table answers with it, and a results preview
 * counts with it how many of the students a publication turns down lie outside the publisher's view. Pure.
 */
import type { ApplicationState } from './machines';
import type { SeasonBranch, StudentRecord } from './student-record';

/** The filter as the table sends it (numbers as text, like every query parameter). */
export interface ApplicantFilter {
  /** Name, roll number or e-mail, in part, in any case. */
  query?: string;
  branch?: SeasonBranch;
  state?: ApplicationState;
  /** At least this many rounds cleared. */
  round?: string;
  minCgpa?: string;
  /** 'none': without active backlogs. */
  backlogs?: 'none';
}

type Matcher = (
  record: StudentRecord,
  application: { state: ApplicationState; roundReached: number },
) => boolean;

/** The filter as a test of one applicant, its numbers and text read once (it runs over thousands of rows). */
export function applicantMatcher(filter: ApplicantFilter): Matcher {
  const minCgpa = filter.minCgpa === undefined ? undefined : Number(filter.minCgpa);
  const round = filter.round === undefined ? undefined : Number(filter.round);
  const needle = filter.query?.trim().toLowerCase();
  return (record, application) =>
    (!filter.branch || record.branch === filter.branch) &&
    (!filter.state || application.state === filter.state) &&
    (round === undefined || application.roundReached >= round) &&
    (minCgpa === undefined || record.cgpa >= minCgpa) &&
    (filter.backlogs !== 'none' || record.activeBacklogs === 0) &&
    (!needle ||
      [record.name, record.rollNumber, record.email].some((text) => text.toLowerCase().includes(needle)));
}

/** Whether the filter narrows anything (no filter: everyone is in view). */
export const filtersAnything = (filter: ApplicantFilter) =>
  Object.values(filter).some((value) => value !== undefined && String(value).trim() !== '');
