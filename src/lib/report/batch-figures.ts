/**
 * The season's batch in figures, as the TPO's overview and the season page show them. "Placed", "opted in
 * or placed" and "% placed" are the report's own (outcomeOf, isOptedInOrPlaced, percentPlaced), so the report's
 * whole-batch row for the same graduating year shows the same values; the season adds where the others stand.
 */
import type { EnrolmentState } from '../season/machines';
import { outcomeOf, percentPlaced, isOptedInOrPlaced } from './outcome';
import type { ReportStudent } from './report-input';

/** A student of the batch records: as the report reads them, their enrolment, and whether they have an account. */
export interface BatchMember {
  student: ReportStudent;
  enrolment: EnrolmentState;
  /** A portal account holds the record's e-mail. */
  registered: boolean;
}

/**
 * The batch split once: every student is placed, opted out, blocked or still in the running (unplaced and
 * eligible), so the four add up to the batch. A placed student counts as placed whatever their enrolment says.
 */
export interface SeasonStudentFigures {
  /** The newest graduating year of the batch: the batch the report shows by default. */
  graduationYear?: number;
  /** Students in the batch. */
  total: number;
  registered: number;
  optedInOrPlaced: number;
  placed: number;
  /** Placed ÷ opted in or placed × 100; absent when nobody is opted in or placed. */
  percentPlaced?: number;
  unplacedEligible: number;
  optedOut: number;
  blocked: number;
}

export function seasonStudentFigures(members: readonly BatchMember[]): SeasonStudentFigures {
  const figures = {
    total: members.length,
    registered: 0,
    optedInOrPlaced: 0,
    placed: 0,
    unplacedEligible: 0,
    optedOut: 0,
    blocked: 0,
  };
  let graduationYear: number | undefined;
  for (const { student, enrolment, registered } of members) {
    const outcome = outcomeOf(student);
    if (registered) figures.registered += 1;
    if (isOptedInOrPlaced(student, outcome)) figures.optedInOrPlaced += 1;
    if (outcome.kind === 'placed') figures.placed += 1;
    else if (enrolment === 'opted-out') figures.optedOut += 1;
    else if (enrolment === 'blocked') figures.blocked += 1;
    else figures.unplacedEligible += 1;
    graduationYear = Math.max(graduationYear ?? 0, student.graduationYear);
  }
  const percent = percentPlaced(figures.placed, figures.optedInOrPlaced);
  return {
    ...(graduationYear === undefined ? {} : { graduationYear }),
    ...figures,
    ...(percent === undefined ? {} : { percentPlaced: percent }),
  };
}
