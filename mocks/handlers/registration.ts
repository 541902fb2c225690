import { REGISTRATION_API } from '@/lib/api/registration-endpoints';
import { HttpResponse } from 'msw';

import { RESUME_FILE_KINDS } from '@/lib/files/file-kind';
import { CANDIDATE_TYPE_FIELDS, isResumeRequired } from '@/lib/options/candidate';
import { isCandidateType, parseUserType, type CandidateType, type UserType } from '@/lib/user-types';
import { isPersonName } from '@/lib/validation/form-rules';
import { MSG } from '@/lib/validation/messages';
import { isStrongPassword } from '@/lib/validation/rules';
import { emailKey } from '@/lib/match-keys';
import { hashPassword, randomId } from '../db/crypto';
import { findAccountByEmail, type MockAccount, type MockRegistration, type MockState } from '../db/state';
import { mockStore } from '../db/store';
import { readBody } from './http/bodies';
import { errorResponse, weakPasswordResponse } from './http/errors';
import { idempotent } from './http/idempotency';
import { route } from './http/route';
import { uploadByContents } from './http/uploads';
import { candidateRecords, companyRecords } from './registration-records';
import { VERIFICATION_TTL_MS } from './verification';

/** Checks a strict server would make before creating an account; returns the error answer, if any. */
function accountProblem(state: MockState, emails: string[], password: string): Response | undefined {
  for (const email of emails) {
    if (findAccountByEmail(state, email))
      return errorResponse(409, `Email ${email} is already registered`, 'email_taken');
    const verifiedAt = state.verifiedEmails[emailKey(email)];
    if (!verifiedAt || Date.now() - verifiedAt > VERIFICATION_TTL_MS) {
      return errorResponse(400, `Email ${email} has not been verified`, 'email_unverified');
    }
  }
  if (!isStrongPassword(password)) {
    return weakPasswordResponse();
  }
  return undefined;
}

interface NewAccount {
  type: UserType;
  emails: string[];
  name: string;
  password: string;
  companyName?: string;
  collegeName?: string;
  collegeId?: string;
  kind: MockRegistration['kind'];
  data: Record<string, unknown>;
  /** What the dashboards need from the registration (profile, resume, jobs), saved in the same update. */
  records?: (state: MockState, account: MockAccount, now: string) => void;
}

/** Creates the account and its registration record atomically; re-checks duplicates inside the update. */
async function createAccount(input: NewAccount): Promise<Response | undefined> {
  const emails = [...new Set(input.emails.map(emailKey))];
  const salt = randomId(8);
  const passwordHash = await hashPassword(input.password, salt);
  const now = new Date().toISOString();
  return mockStore().update((state) => {
    const problem = accountProblem(state, emails, input.password);
    if (problem) return problem;
    const account: MockAccount = {
      id: `acc-${randomId(6)}`,
      type: input.type,
      emails,
      name: input.name,
      ...(input.companyName ? { companyName: input.companyName } : {}),
      ...(input.collegeName ? { collegeName: input.collegeName } : {}),
      ...(input.collegeId ? { collegeId: input.collegeId } : {}),
      passwordHash,
      salt,
      createdAt: now,
    };
    state.accounts.push(account);
    state.registrations.push({
      id: `reg-${randomId(6)}`,
      kind: input.kind,
      accountId: account.id,
      createdAt: now,
      data: input.data,
    });
    input.records?.(state, account, now);
    for (const email of emails) delete state.verifiedEmails[email];
    return undefined;
  });
}

function withoutPassword<T extends { password: string }>(payload: T): Omit<T, 'password'> {
  const { password: _password, ...rest } = payload;
  return rest;
}

const collegeSubmit = route(REGISTRATION_API.collegeSubmit, ({ request }) =>
  idempotent(request, () => submitCollege(request)),
);
const companyForm = route(REGISTRATION_API.companyForm, ({ request }) =>
  idempotent(request, () => submitCompany(request)),
);
const register = route(REGISTRATION_API.register, ({ request }) =>
  idempotent(request, () => registerCandidate(request)),
);

async function submitCollege(request: Request): Promise<Response> {
  const body = await readBody(request, REGISTRATION_API.collegeSubmit);
  const problem = await createAccount({
    type: 'college',
    emails: [body.tpo_email],
    name: body.tpo_name,
    collegeName: body.college_name,
    ...(body.college_id ? { collegeId: body.college_id } : {}),
    password: body.password,
    kind: 'college',
    data: withoutPassword(body),
  });
  return (
    problem ??
    HttpResponse.json({ success: true, message: 'College registered successfully' }, { status: 201 })
  );
}

async function submitCompany(request: Request): Promise<Response> {
  const body = await readBody(request, REGISTRATION_API.companyForm);
  const problem = await createAccount({
    type: 'company',
    emails: [body.email, body.hr_email],
    name: body.contact_person,
    companyName: body.company_name,
    password: body.password,
    kind: 'company',
    data: withoutPassword(body),
    records: companyRecords(body),
  });
  return problem ?? HttpResponse.json({ message: 'Company form submitted successfully!' }, { status: 201 });
}

function requiredFieldsOf(type: CandidateType): readonly string[] {
  const resume = isResumeRequired(type) ? ['resume'] : [];
  return [...CANDIDATE_TYPE_FIELDS[type], ...resume];
}

async function registerCandidate(request: Request): Promise<Response> {
  const body = await readBody(request, REGISTRATION_API.register);
  // The form's own rule (form-rules.ts): a name the form would have stripped is refused, not rewritten.
  if (!isPersonName(body.name)) return errorResponse(400, MSG.nameLettersOnly, 'invalid_request');
  const parsed = parseUserType(body.type);
  const type: CandidateType = isCandidateType(parsed) ? parsed : 'student-college';
  const missing = requiredFieldsOf(type).filter(
    (key) => (body as Record<string, unknown>)[key] === undefined,
  );
  if (missing.length)
    return errorResponse(400, `Invalid request: missing ${missing.join(', ')}`, 'invalid_request');
  const { resume: uploaded, ...data } = withoutPassword(body);
  const resume = uploaded && (await uploadByContents(uploaded, RESUME_FILE_KINDS, 'resume'));
  if (resume instanceof Response) return resume;
  const problem = await createAccount({
    type,
    emails: [body.email],
    name: body.name,
    ...(body.college ? { collegeName: body.college } : {}),
    password: body.password,
    kind: 'candidate',
    data: {
      ...data,
      type,
      ...(resume instanceof File ? { resumeName: resume.name, resumeSize: resume.size } : {}),
    },
    records: candidateRecords(body, type, resume),
  });
  return problem ?? HttpResponse.json({ message: 'Registration successful' }, { status: 201 });
}

export const registrationHandlers = [collegeSubmit, companyForm, register];
