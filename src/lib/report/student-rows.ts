/**
 * The students behind a figure: who they are, their one outcome and the offer they count at. The report links
 * each derived count to this list, and the per-student export writes it.
 */
import { ctcTotal } from '../season/money';
import { outcomeOf, type OutcomeKind } from './outcome';
import { nirfTypeOf } from './nirf';
import type { ReportStudent } from './report-input';

export interface StudentRowFilter {
  graduationYear: number;
  programmeType?: string;
  branch?: string;
  outcome?: OutcomeKind;
}

export interface ReportStudentRow {
  rollNumber: string;
  name: string;
  programmeType: string;
  branch: string;
  graduationYear: number;
  outcome: OutcomeKind;
  /** For a placed student: the offer they count at. */
  company?: string;
  source?: string;
  fixed?: number;
  variable?: number;
  joiningBonus?: number;
  /** ctcTotal: fixed + variable + joining bonus, the sum the tier was decided on. */
  ctc?: number;
  /** For a student in higher studies: where and what. */
  institution?: string;
  course?: string;
}

export function reportStudentRows(
  students: readonly ReportStudent[],
  filter: StudentRowFilter,
): ReportStudentRow[] {
  const rows: ReportStudentRow[] = [];
  for (const student of students) {
    if (student.graduationYear !== filter.graduationYear) continue;
    if (filter.branch && student.branch !== filter.branch) continue;
    const programmeType = nirfTypeOf(student.programme);
    if (filter.programmeType && programmeType !== filter.programmeType) continue;
    const outcome = outcomeOf(student);
    if (filter.outcome && outcome.kind !== filter.outcome) continue;
    const offer = outcome.offer;
    const declared = outcome.kind === 'higher-studies' ? student.declared : undefined;
    rows.push({
      rollNumber: student.rollNumber,
      name: student.name ?? '',
      programmeType,
      branch: student.branch,
      graduationYear: student.graduationYear,
      outcome: outcome.kind,
      ...(offer && {
        company: offer.company,
        source: offer.source,
        fixed: offer.fixed,
        variable: offer.variable,
        joiningBonus: offer.joiningBonus,
        ctc: ctcTotal(offer),
      }),
      ...(declared && { institution: declared.institution, course: declared.course }),
    });
  }
  return rows.sort((a, b) => a.rollNumber.localeCompare(b.rollNumber));
}
