/**
 * Bundled into the page by report-compute.ts: the report's pure module and the large campus, so the browser
 * times exactly what the mock's report endpoint runs.
 */
import { largeCampusStudents } from '../../../mocks/db/seed-report';
import { placementReport } from '../../../src/lib/report/placement-report';
import { reportStudentRows } from '../../../src/lib/report/student-rows';

declare global {
  interface Window {
    reportBench: (
      perBatch: number,
      batches: number,
      runs: number,
    ) => { students: number; reportMs: number[]; listMs: number[] };
  }
}

window.reportBench = (perBatch, batches, runs) => {
  // The newest batch is 2026: the per-student list below reads it.
  const students = largeCampusStudents(perBatch, [2024, 2025, 2026].slice(-batches));
  const reportMs: number[] = [];
  const listMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    let started = performance.now();
    placementReport(students, []);
    reportMs.push(performance.now() - started);
    started = performance.now();
    reportStudentRows(students, { graduationYear: 2026, outcome: 'placed' });
    listMs.push(performance.now() - started);
  }
  return { students: students.length, reportMs, listMs };
};
