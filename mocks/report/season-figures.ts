/**
 * The season's batch in figures for one college: the batch records as the report reads them (seasonBatchStudents),
 * each with its enrolment and whether an account holds its e-mail, counted by the one pure function
 * (src/lib/report/batch-figures.ts). GET /college/overview and GET /college/season/summary both answer this.
 */
import { seasonStudentFigures, type SeasonStudentFigures } from '@/lib/report/batch-figures';
import { emailKey } from '@/lib/match-keys';
import { registeredCandidateEmails, batchOf } from '../db/batch-records';
import type { MockState } from '../db/state';
import { enrolmentOf } from '../season/season-lookup';
import { seasonBatchStudents } from './report-students';
import { MEMBER_ROLES } from '@/lib/committee/roles';
import type { Member } from '../db/members';
import { memberReachesBranch } from '../season/member-scope';

/**
 * A department coordinator (a member whose role reaches chosen branches) gets their branches' figures, and the
 * answer names those branches so the screens say what they count.
 */
export function seasonFiguresOf(
  state: MockState,
  collegeId: string,
  member?: Member,
): SeasonStudentFigures & { branches?: string[] } {
  const registered = registeredCandidateEmails(state);
  const records = batchOf(state, collegeId);
  const students = seasonBatchStudents(state, collegeId);
  const figures = seasonStudentFigures(
    students.flatMap((student, index) => {
      const record = records[index]!;
      if (!memberReachesBranch(member, record.branch)) return [];
      return [
        {
          student,
          enrolment: enrolmentOf(state, collegeId, record.rollNumber),
          registered: registered.has(emailKey(record.email)),
        },
      ];
    }),
  );
  const branches = branchesOf(member);
  return branches ? { ...figures, branches } : figures;
}

/** The branches a member's figures are limited to; undefined for a role that reaches the whole batch. */
const branchesOf = (member: Member | undefined) =>
  member && MEMBER_ROLES[member.role].scope === 'branches' ? [...(member.branches ?? [])] : undefined;
