import { HttpResponse } from 'msw';
import { REPORT_API } from '@/lib/api/report-endpoints';
import { LETTER_FILE_KINDS } from '@/lib/files/file-kind';
import { CLAIM_MACHINE } from '@/lib/report/claim-machine';
import { transitionRefusal } from '@/lib/season/state-machine';
import { emailKey } from '@/lib/match-keys';
import type { MockOutcomeClaim } from '../db/report-state';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { claimFromInput, claimView } from '../report/claim-view';
import { findReportStudent, reportStudentsOf, studentNamesOf } from '../report/report-students';
import { CANDIDATES_ONLY, COLLEGES_ONLY, parseQuery, requireAccount } from './access';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { route } from './http/route';
import { uploadByContents } from './http/uploads';
import { paginate } from './portal-views';

const byState = { pending: 0, confirmed: 1, rejected: 2 } as const;
const newestPendingFirst = (a: MockOutcomeClaim, b: MockOutcomeClaim) =>
  byState[a.state] - byState[b.state] || b.createdAt.localeCompare(a.createdAt);

/** The claim with its offer letter (if it has one) typed by its bytes, or the refusal of a letter that is not a PDF, PNG or JPEG. */
async function withLetterByContents<Input extends { letter?: Blob }>(
  input: Input,
): Promise<Input | Response> {
  if (!input.letter) return input;
  const letter = await uploadByContents(input.letter, LETTER_FILE_KINDS, 'offer letter');
  return letter instanceof Response ? letter : { ...input, letter };
}

const claimNotFound = () => errorResponse(404, 'No such claim at your college', 'not_found');
const incomplete = (problems: readonly unknown[]) =>
  errorResponse(422, 'The claim is missing details', 'claim_incomplete', problems);

/** GET /college/report/claims: reported or recorded outcomes, those waiting for the TPO first, a page at a time. */
const list = route(REPORT_API.claims, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const query = parseQuery(request, REPORT_API.claims);
  const state = await mockStore().read();
  const claims = state.outcomeClaims
    .filter(
      (claim) =>
        claim.collegeId === account.id && (!query.reportedBy || claim.reportedBy === query.reportedBy),
    )
    .sort(newestPendingFirst);
  const page = paginate(claims, query);
  // Names only for the page shown: reading them is a pass over the batches.
  const names = page.items.length ? studentNamesOf(state, account.id) : new Map<string, string>();
  return HttpResponse.json({
    ...page,
    items: page.items.map((claim) => claimView(claim, names.get(claim.rollNumber) ?? '')),
  });
});

/** POST /college/report/claims: the TPO records an outcome (an offer with its letter): it counts at once. */
const record = route(REPORT_API.recordClaim, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const input = await withLetterByContents(await readBody(request, REPORT_API.recordClaim));
  if (input instanceof Response) return input;
  return mockStore().update((state) => {
    const student = findReportStudent(reportStudentsOf(state, account.id), input.rollNumber);
    if (!student) return errorResponse(404, `No student with roll number ${input.rollNumber}`, 'not_found');
    const base = {
      id: crypto.randomUUID(),
      collegeId: account.id,
      rollNumber: student.rollNumber,
      graduationYear: student.graduationYear,
      state: 'confirmed' as const,
      reportedBy: 'tpo' as const,
    };
    const built = claimFromInput(input, base, new Date().toISOString());
    if (!('claim' in built)) return incomplete(built.problems);
    state.outcomeClaims.push({ ...built.claim, reviewedAt: built.claim.createdAt });
    return HttpResponse.json({ claim: claimView(built.claim, student.name ?? '') }, { status: 201 });
  });
});

/** PATCH /college/report/claims/:id: confirm or reject a student's claim, as CLAIM_MACHINE allows. */
const review = route(REPORT_API.reviewClaim, async ({ request, cookies, params }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const { state: wanted } = await readBody(request, REPORT_API.reviewClaim);
  return mockStore().update((state) => {
    const claim = state.outcomeClaims.find((c) => c.id === params.id && c.collegeId === account.id);
    if (!claim) return claimNotFound();
    const refusal = transitionRefusal(CLAIM_MACHINE, claim.state, wanted, 'tpo');
    if (refusal)
      return errorResponse(409, `This claim is already ${claim.state}`, 'invalid_transition', [refusal]);
    claim.state = wanted;
    claim.reviewedAt = new Date().toISOString();
    return HttpResponse.json({
      claim: claimView(claim, studentNamesOf(state, account.id).get(claim.rollNumber) ?? ''),
    });
  });
});

/** GET /college/report/claims/:id/letter: the offer letter sent with a claim. */
const letter = route(REPORT_API.claimLetter, async ({ cookies, params }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const state = await mockStore().read();
  const claim = state.outcomeClaims.find((c) => c.id === params.id && c.collegeId === account.id);
  if (!claim?.letter?.file) return errorResponse(404, 'This claim has no offer letter', 'not_found');
  const filename = claim.letter.name.replace(/["\\\r\n]/g, '_');
  return new HttpResponse(claim.letter.file, {
    headers: {
      'Content-Type': claim.letter.type || 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
});

/** The batch record (current batch, then earlier ones) whose e-mail is the student's. */
function ownRecord(state: MockState, email: string) {
  const wanted = emailKey(email);
  for (const [collegeId, records] of Object.entries(state.studentRecords)) {
    const record = records.find((r) => emailKey(r.email) === wanted);
    if (record) return { collegeId, rollNumber: record.rollNumber, graduationYear: record.graduationYear };
  }
  for (const [collegeId, students] of Object.entries(state.pastBatches)) {
    const student = students.find((s) => s.email && emailKey(s.email) === wanted);
    if (student) return { collegeId, rollNumber: student.rollNumber, graduationYear: student.graduationYear };
  }
  return undefined;
}

const mineOf = (state: MockState, own: NonNullable<ReturnType<typeof ownRecord>>) =>
  state.outcomeClaims.filter((c) => c.collegeId === own.collegeId && c.rollNumber === own.rollNumber);

/** GET /student/after-graduation: what the student reported and where each claim stands. */
const ownClaims = route(REPORT_API.ownClaims, async ({ cookies }) => {
  const { account, session } = await requireAccount(cookies, CANDIDATES_ONLY);
  const state = await mockStore().read();
  const own = ownRecord(state, session.email);
  if (!own) return HttpResponse.json({ inBatch: false, claims: [] });
  const claims = mineOf(state, own)
    .sort(newestPendingFirst)
    .map((c) => claimView(c, account.name));
  return HttpResponse.json({ inBatch: true, graduationYear: own.graduationYear, claims });
});

/** POST /student/after-graduation: a higher-studies admission or an off-campus offer, waiting for the TPO. */
const submit = route(REPORT_API.submitClaim, async ({ request, cookies }) => {
  const { account, session } = await requireAccount(cookies, CANDIDATES_ONLY);
  const input = await withLetterByContents(await readBody(request, REPORT_API.submitClaim));
  if (input instanceof Response) return input;
  if (input.kind !== 'higher-studies' && input.kind !== 'off-campus')
    return errorResponse(403, 'Only the placement cell records this kind of outcome', 'forbidden');
  return mockStore().update((state) => {
    const own = ownRecord(state, session.email);
    if (!own) return errorResponse(403, 'You are not in a graduating batch of a college', 'forbidden');
    const base = {
      id: crypto.randomUUID(),
      ...own,
      state: 'pending' as const,
      reportedBy: 'student' as const,
    };
    const built = claimFromInput(input, base, new Date().toISOString());
    if (!('claim' in built)) return incomplete(built.problems);
    state.outcomeClaims.push(built.claim);
    return HttpResponse.json({ claim: claimView(built.claim, account.name) }, { status: 201 });
  });
});

export const reportClaimHandlers = [list, record, review, letter, ownClaims, submit];
