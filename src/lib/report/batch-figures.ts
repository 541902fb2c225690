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
 * The season's batch split once: every student of its graduating year is placed, opted out, blocked or still in the
 * running (unplaced and eligible), so the four add up to `total`. A placed student counts as placed whatever their
 * enrolment says. The season's graduating year is the one most of the batch graduates in, which the report shows by
 * default; students
 * of the batch records who graduate in another year (a repeat year, a late record) are counted under their own year
 * by the report, and here only as `otherYears`, so every screen shows the same figures for the same students.
 */
export interface SeasonStudentFigures {
  /** The season's graduating year (seasonGraduationYear): the batch the report shows by default. */
  graduationYear?: number;
  /** Students in the batch graduating that year. */
  total: number;
  registered: number;
  optedInOrPlaced: number;
  placed: number;
  /** Placed ÷ opted in or placed × 100; absent when nobody is opted in or placed. */
  percentPlaced?: number;
  unplacedEligible: number;
  optedOut: number;
  blocked: number;
  /** Students of the batch records graduating in another year: not in the figures above. */
  otherYears: number;
}

/**
 * The season's graduating year: the year most students of the batch records graduate in (the newest on a tie), so
 * a few records of another year never move the season. The report opens on it.
 */
export function seasonGraduationYear(students: readonly Pick<ReportStudent, 'graduationYear'>[]) {
  const counts = new Map<number, number>();
  for (const { graduationYear } of students)
    counts.set(graduationYear, (counts.get(graduationYear) ?? 0) + 1);
  let best: [year: number, count: number] | undefined;
  for (const [year, count] of counts)
    if (!best || count > best[1] || (count === best[1] && year > best[0])) best = [year, count];
  return best?.[0];
}

export function seasonStudentFigures(members: readonly BatchMember[]): SeasonStudentFigures {
  const graduationYear = seasonGraduationYear(members.map((member) => member.student));
  const figures = {
    total: 0,
    registered: 0,
    optedInOrPlaced: 0,
    placed: 0,
    unplacedEligible: 0,
    optedOut: 0,
    blocked: 0,
  };
  for (const { student, enrolment, registered } of members) {
    if (student.graduationYear !== graduationYear) continue;
    const outcome = outcomeOf(student);
    figures.total += 1;
    if (registered) figures.registered += 1;
    if (isOptedInOrPlaced(student, outcome)) figures.optedInOrPlaced += 1;
    if (outcome.kind === 'placed') figures.placed += 1;
    else if (enrolment === 'opted-out') figures.optedOut += 1;
    else if (enrolment === 'blocked') figures.blocked += 1;
    else figures.unplacedEligible += 1;
  }
  const percent = percentPlaced(figures.placed, figures.optedInOrPlaced);
  return {
    ...(graduationYear === undefined ? {} : { graduationYear }),
    ...figures,
    ...(percent === undefined ? {} : { percentPlaced: percent }),
    otherYears: members.length - figures.total,
  };
}
