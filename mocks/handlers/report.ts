import { HttpResponse } from 'msw';
import { REPORT_API } from '@/lib/api/report-endpoints';
import type { IntakeEntry } from '@/lib/report/nirf';
import { nextTask } from '@/lib/next-task';
import { seasonGraduationYear } from '@/lib/report/batch-figures';
import { placementReport } from '@/lib/report/placement-report';
import { reportStudentRows } from '@/lib/report/student-rows';
import { studentTableData } from '@/lib/report/student-table';
import type { ReportStudentsExportQuery } from '@/lib/api/report-contract';
import { csvText } from '@/lib/csv/csv-text';
import { batchOf } from '../db/batch-records';
import { mockStore } from '../db/store';
import { reportStudentsOf } from '../report/report-students';
import { COLLEGES_ONLY, parseQuery, requireAccount } from './access';
import { readBody } from './http/bodies';
import { route } from './http/route';
import { paginate } from './portal-views';
import { settleSeason } from './season-access';

/** GET /college/report: the report computed by the pure module (src/lib/report) from the season's data. */
const report = route(REPORT_API.report, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const { batch } = parseQuery(request, REPORT_API.report);
  // Offers past their respond-by time expire first, as on the season's screens, so both count the same offers.
  await settleSeason();
  const state = await mockStore().read();
  const students = reportStudentsOf(state, account.id);
  // msw runs this in the page in the demo: reading the campus and computing the report are two tasks, so a large
  // campus never holds the page for both at once (docs/performance.md).
  await nextTask();
  // Unless asked for another, the report opens on the season's graduating year, as the season's figures count it.
  const shown = batch === undefined ? seasonGraduationYear(batchOf(state, account.id)) : Number(batch);
  const figures = placementReport(students, state.reportIntake[account.id] ?? [], shown);
  const pendingClaims = state.outcomeClaims.filter(
    (claim) => claim.collegeId === account.id && claim.state === 'pending',
  ).length;
  return HttpResponse.json({
    collegeName: account.collegeName ?? account.name,
    generatedAt: new Date().toISOString(),
    pendingClaims,
    ...figures,
  });
});

/** The students behind a figure, every row, by roll number. */
async function studentRowsOf(collegeId: string, filter: ReportStudentsExportQuery) {
  await settleSeason();
  const state = await mockStore().read();
  return reportStudentRows(reportStudentsOf(state, collegeId), {
    ...filter,
    graduationYear: Number(filter.batch),
  });
}

/** GET /college/report/students: the students behind a figure, a page at a time. */
const students = route(REPORT_API.reportStudents, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const { page, pageSize, ...filter } = parseQuery(request, REPORT_API.reportStudents);
  return HttpResponse.json(paginate(await studentRowsOf(account.id, filter), { page, pageSize }));
});

/** GET /college/report/students/export: every student behind the figure, with the cells the screen shows. */
const exportStudents = route(REPORT_API.reportStudentsExport, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const filter = parseQuery(request, REPORT_API.reportStudentsExport);
  const table = studentTableData(await studentRowsOf(account.id, filter));
  const name = `students-${filter.batch}-${filter.outcome ?? 'all'}.csv`;
  return new HttpResponse(csvText(table.csv.headings, table.csv.rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
});

const intake = route(REPORT_API.intake, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const state = await mockStore().read();
  return HttpResponse.json({ entries: state.reportIntake[account.id] ?? [] });
});

const sameRow = (a: IntakeEntry) => (b: IntakeEntry) =>
  a.programmeType === b.programmeType && a.graduationYear === b.graduationYear;

/** PUT /college/report/intake: replaces the rows sent (by programme type and batch), keeps the others. */
const updateIntake = route(REPORT_API.updateIntake, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const { entries } = await readBody(request, REPORT_API.updateIntake);
  const saved = await mockStore().update((state) => {
    const kept = (state.reportIntake[account.id] ?? []).filter(
      (entry) => !entries.some((sent) => sameRow(sent)(entry)),
    );
    state.reportIntake[account.id] = [...kept, ...entries];
    return state.reportIntake[account.id];
  });
  return HttpResponse.json({ entries: saved });
});

export const reportHandlers = [report, students, exportStudents, intake, updateIntake];
