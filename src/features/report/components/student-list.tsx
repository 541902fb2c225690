import { Link } from 'wouter';
import { academicYear } from '@/lib/report/nirf';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getReportStudents } from '../api/report-api';
import { OUTCOME_LABELS } from '../model/report-format';
import { studentTableData } from '../model/report-tables';
import type { StudentListChoice } from '../model/student-list-link';
import { DataTable } from './data-table';

function listTitle(choice: StudentListChoice): string {
  const who = choice.outcome ? `${OUTCOME_LABELS[choice.outcome]}` : 'Every student';
  const where = [choice.programmeType, choice.branch].filter(Boolean).join(', ');
  return `${who}: ${where ? `${where}, ` : ''}graduating ${academicYear(choice.batch)}`;
}

/** The students behind a figure, with their outcome and the offer they count at; exportable as CSV. */
export function StudentList({ choice }: { choice: StudentListChoice }) {
  const key = JSON.stringify(choice);
  const students = useResource(`report-students:${key}`, () =>
    getReportStudents({
      batch: String(choice.batch),
      outcome: choice.outcome,
      programmeType: choice.programmeType as never,
      branch: choice.branch as never,
    }),
  );
  const title = listTitle(choice);
  return (
    <section className="report-section" aria-labelledby="students-heading" id="students">
      <h2 id="students-heading">Students behind the figure</h2>
      <p>
        <Link href="?">Close the list</Link>
      </p>
      <ResourceState
        resource={students}
        label="students"
        isEmpty={(data) => data.students.length === 0}
        empty={<p>No students: {title}.</p>}
      >
        {(data) => (
          <DataTable
            caption={`${title} (${data.students.length})`}
            csvName={`students-${choice.batch}-${choice.outcome ?? 'all'}.csv`}
            table={studentTableData(data.students)}
          />
        )}
      </ResourceState>
    </section>
  );
}
