import { useState } from 'react';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import type { ReportStudentsExportQuery } from '@/lib/api/report-contract';
import { OUTCOME_LABELS } from '@/lib/report/figure-text';
import { academicYear } from '@/lib/report/nirf';
import { studentTableData } from '@/lib/report/student-table';
import { useResource } from '@/lib/use-resource';
import { Pagination } from '@/ui/pagination';
import { ResourceState } from '@/ui/resource-state';
import { exportReportStudents, getReportStudents } from '../api/report-api';
import type { StudentListChoice } from '../model/student-list-link';
import { DataTable } from './data-table';

function listTitle(choice: StudentListChoice): string {
  const who = choice.outcome ? `${OUTCOME_LABELS[choice.outcome]}` : 'Every student';
  const where = [choice.programmeType, choice.branch].filter(Boolean).join(', ');
  return `${who}: ${where ? `${where}, ` : ''}graduating ${academicYear(choice.batch)}`;
}

/** A page of the list, paged by the server: a large campus has thousands of students behind a figure. */
const ROWS_PER_PAGE = 50;

/** The students behind a figure, with their outcome and the offer they count at; the CSV holds every page. */
export function StudentList({ choice }: { choice: StudentListChoice }) {
  const key = JSON.stringify(choice);
  const [page, setPage] = useState({ key, number: 1 });
  const pageNumber = page.key === key ? page.number : 1;
  const filter: ReportStudentsExportQuery = {
    batch: String(choice.batch),
    outcome: choice.outcome,
    programmeType: choice.programmeType as never,
    branch: choice.branch as never,
  };
  const students = useResource(`report-students:${key}:${pageNumber}`, () =>
    getReportStudents({ ...filter, page: String(pageNumber), pageSize: String(ROWS_PER_PAGE) }),
  );
  const title = listTitle(choice);
  const download = () =>
    exportReportStudents(filter).catch((error) => toast.error(portalErrorMessage(error)));
  return (
    <section className="report-section" aria-labelledby="students-heading" id="students">
      <h2 id="students-heading">Students behind the figure</h2>
      <p>
        <Link href="?">Close the list</Link>
      </p>
      <ResourceState
        resource={students}
        label="students"
        isEmpty={(data) => data.total === 0}
        empty={<p>No students: {title}.</p>}
      >
        {(data) => (
          <>
            <DataTable
              caption={`${title} (${data.total})`}
              csvName={`students-${choice.batch}-${choice.outcome ?? 'all'}.csv`}
              table={studentTableData(data.items)}
              download={() => void download()}
            />
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(number) => setPage({ key, number })}
              label="Student list pages"
            />
          </>
        )}
      </ResourceState>
    </section>
  );
}
