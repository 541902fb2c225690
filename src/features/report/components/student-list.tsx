import { useState } from 'react';
import { Link } from 'wouter';
import { academicYear } from '@/lib/report/nirf';
import { useResource } from '@/lib/use-resource';
import { Pagination } from '@/ui/pagination';
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
/** A page of the list: a large campus has thousands of placed students, and the page must stay quick. */
const ROWS_PER_PAGE = 100;

export function StudentList({ choice }: { choice: StudentListChoice }) {
  const key = JSON.stringify(choice);
  const [page, setPage] = useState({ key, number: 1 });
  const pageNumber = page.key === key ? page.number : 1;
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
          <>
            <DataTable
              caption={`${title} (${data.students.length})`}
              csvName={`students-${choice.batch}-${choice.outcome ?? 'all'}.csv`}
              table={studentTableData(data.students)}
              shownRows={{ from: (pageNumber - 1) * ROWS_PER_PAGE, to: pageNumber * ROWS_PER_PAGE }}
            />
            <Pagination
              page={pageNumber}
              pageSize={ROWS_PER_PAGE}
              total={data.students.length}
              onPage={(number) => setPage({ key, number })}
              label="Student list pages"
            />
          </>
        )}
      </ResourceState>
    </section>
  );
}
