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

export function seasonFiguresOf(state: MockState, collegeId: string): SeasonStudentFigures {
  const registered = registeredCandidateEmails(state);
  const records = batchOf(state, collegeId);
  const students = seasonBatchStudents(state, collegeId);
  return seasonStudentFigures(
    students.map((student, index) => {
      const record = records[index]!;
      return {
        student,
        enrolment: enrolmentOf(state, collegeId, record.rollNumber),
        registered: registered.has(emailKey(record.email)),
      };
    }),
  );
}
