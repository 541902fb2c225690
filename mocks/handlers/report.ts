import { HttpResponse } from 'msw';
import { REPORT_API } from '@/lib/api/report-endpoints';
import type { IntakeEntry } from '@/lib/report/nirf';
import { nextTask } from '@/lib/next-task';
import { placementReport } from '@/lib/report/placement-report';
import { reportStudentRows } from '@/lib/report/student-rows';
import { mockStore } from '../db/store';
import { reportStudentsOf } from '../report/report-students';
import { COLLEGES_ONLY, parseQuery, requireAccount } from './access';
import { readBody } from './http/bodies';
import { route } from './http/route';

/** GET /college/report: the report computed by the pure module (src/lib/report) from the season's data. */
const report = route(REPORT_API.report, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const { batch } = parseQuery(request, REPORT_API.report);
  const state = await mockStore().read();
  const students = reportStudentsOf(state, account.id);
  // msw runs this in the page in the demo: reading the campus and computing the report are two tasks, so a large
  // campus never holds the page for both at once (docs/performance.md).
  await nextTask();
  const figures = placementReport(
    students,
    state.reportIntake[account.id] ?? [],
    batch === undefined ? undefined : Number(batch),
  );
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

/** GET /college/report/students: the students behind a figure. */
const students = route(REPORT_API.reportStudents, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const query = parseQuery(request, REPORT_API.reportStudents);
  const state = await mockStore().read();
  const rows = reportStudentRows(reportStudentsOf(state, account.id), {
    ...query,
    graduationYear: Number(query.batch),
  });
  return HttpResponse.json({ students: rows });
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

export const reportHandlers = [report, students, intake, updateIntake];
