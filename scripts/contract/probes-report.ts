/**
 * contract:check's calls of the college's batch (BATCH_API) and the placement report (REPORT_API). The batch's
 * first student gives the roll number later calls use; an import runs dry only, so it changes nothing.
 */
import { RECORD_FIELDS } from '../../src/lib/season/record-columns';
import { pdfFile, refusedQueryProbe, unknownIdProbe, withId } from './probe-helpers';
import type { Probe } from './probe-types';

/** The batch's first student as an import row: the record's fields, optionally changed. */
const importRow = (record: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(
    RECORD_FIELDS.filter((field) => field in record).map((field) => [field, record[field]]),
  ),
  ...changes,
});

/** The students of the batch's first student's graduating year: the query of the report's students and export. */
const firstStudentsBatch: Probe['request'] = (state) =>
  state.batchRecord ? { query: { batch: String(state.batchRecord.graduationYear) } } : undefined;

const BATCH_PROBES: Probe[] = [
  {
    endpoint: 'batch',
    sent: 'first page',
    as: 'college',
    request: () => ({}),
    expect: { status: 200 },
    remember: (body, state) => {
      const record = (body.items as { record: Record<string, unknown> }[] | undefined)?.[0]?.record;
      state.batchRecord = record;
      state.rollNumber = record?.rollNumber as string | undefined;
    },
  },
  refusedQueryProbe('batch', { year: '26' }, 'college'),
  {
    endpoint: 'importBatch',
    sent: 'its first student, dry run',
    as: 'college',
    request: (state) =>
      state.batchRecord ? { json: { records: [importRow(state.batchRecord)], dryRun: true } } : undefined,
    expect: { status: 200 },
  },
  {
    endpoint: 'importBatch',
    sent: 'a row with CGPA 11, dry run',
    as: 'college',
    request: (state) =>
      state.batchRecord
        ? { json: { records: [importRow(state.batchRecord, { cgpa: 11 })], dryRun: true } }
        : undefined,
    expect: { status: 422, code: 'batch_rows_invalid' },
  },
  {
    endpoint: 'exportBatch',
    sent: 'the session',
    as: 'college',
    request: () => ({}),
    expect: { status: 200 },
  },
];

const REPORT_PROBES: Probe[] = [
  { endpoint: 'report', sent: 'the session', as: 'college', request: () => ({}), expect: { status: 200 } },
  refusedQueryProbe('report', { batch: 'last' }, 'college'),
  {
    endpoint: 'reportStudents',
    sent: "the first student's batch",
    as: 'college',
    request: firstStudentsBatch,
    expect: { status: 200 },
  },
  refusedQueryProbe('reportStudents', { batch: '2026', pageSize: '500' }, 'college'),
  {
    endpoint: 'reportStudentsExport',
    sent: "the first student's batch",
    as: 'college',
    request: firstStudentsBatch,
    expect: { status: 200 },
  },
  {
    endpoint: 'intake',
    sent: 'the session',
    as: 'college',
    request: () => ({}),
    expect: { status: 200 },
    remember: (body, state) => (state.intakeEntries = body.entries as unknown[] | undefined),
  },
  {
    endpoint: 'updateIntake',
    sent: 'the figures it has, or one year',
    as: 'college',
    write: true,
    request: (state) => ({
      json: {
        entries: state.intakeEntries?.length
          ? state.intakeEntries
          : [
              {
                programmeType: 'UG 4-year',
                graduationYear: Number(state.batchRecord?.graduationYear ?? 2026),
                intake: 600,
                admitted: 590,
                graduatingInMinimumTime: 560,
              },
            ],
      },
    }),
    expect: { status: 200 },
  },
  {
    endpoint: 'claims',
    sent: "the students' claims, waiting ones first",
    as: 'college',
    request: () => ({ query: { reportedBy: 'student' } }),
    expect: { status: 200 },
    remember: (body, state) => {
      const claims = (body.items as { id: string; state: string }[] | undefined) ?? [];
      state.pendingClaimId = claims.find((claim) => claim.state === 'pending')?.id;
    },
  },
  {
    endpoint: 'recordClaim',
    sent: 'a pre-placement offer with its letter',
    as: 'college',
    write: true,
    request: (state) =>
      state.rollNumber
        ? {
            form: {
              rollNumber: state.rollNumber,
              kind: 'pre-placement',
              company: 'Contract Check Pvt Ltd',
              fixed: '700000',
              offeredOn: new Date().toISOString().slice(0, 10),
              letter: pdfFile(),
            },
          }
        : undefined,
    expect: { status: 201 },
    remember: (body, state) => (state.letterClaimId = (body.claim as { id?: string } | undefined)?.id),
  },
  {
    endpoint: 'recordClaim',
    sent: 'a pre-placement offer without a company',
    as: 'college',
    request: (state) =>
      state.rollNumber ? { form: { rollNumber: state.rollNumber, kind: 'pre-placement' } } : undefined,
    expect: { status: 422, code: 'claim_incomplete' },
  },
  {
    endpoint: 'claimLetter',
    sent: 'the recorded claim',
    as: 'college',
    write: true,
    request: (state) => withId(state.letterClaimId),
    expect: { status: 200 },
  },
  unknownIdProbe('claimLetter', 'college'),
  {
    endpoint: 'reviewClaim',
    sent: 'a pending claim: confirmed',
    as: 'college',
    write: true,
    request: (state) =>
      state.pendingClaimId
        ? { params: { id: state.pendingClaimId }, json: { state: 'confirmed' } }
        : undefined,
    expect: { status: 200 },
  },
];

const STUDENT_CLAIM_PROBES: Probe[] = [
  {
    endpoint: 'ownClaims',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'submitClaim',
    sent: 'higher studies',
    as: 'candidate',
    write: true,
    request: () => ({
      form: { kind: 'higher-studies', institution: 'Indian Institute of Science', course: 'M.Tech' },
    }),
    expect: { status: 201 },
  },
  {
    endpoint: 'submitClaim',
    sent: 'a pre-placement offer (the TPO records those)',
    as: 'candidate',
    request: () => ({ form: { kind: 'pre-placement', company: 'Contract Check Pvt Ltd' } }),
    expect: { status: 403, code: 'forbidden' },
  },
];

/** Every batch and report probe; the batch's run first, since later calls use its first student. */
export const BATCH_AND_REPORT_PROBES: readonly Probe[] = [
  ...BATCH_PROBES,
  ...REPORT_PROBES,
  ...STUDENT_CLAIM_PROBES,
];
