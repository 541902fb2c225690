import { MessageResponseSchema } from './contract-fields';
import { endpoint, type EndpointError, UNSUPPORTED_FILE } from './endpoint';
import {
  CandidateRegistrationSchema,
  CheckEmailResponseSchema,
  CollegeApplicationSchema,
  CollegeSearchQuerySchema,
  CollegeSearchResponseSchema,
  CollegeSubmitResponseSchema,
  CompanyApplicationSchema,
  SendOtpRequestSchema,
  SendOtpResponseSchema,
  VerifyOtpRequestSchema,
  VerifyOtpResponseSchema,
} from './registration-contract';

/** What a registration may be refused for, besides a malformed body. */
const REGISTRATION_ERRORS: readonly EndpointError[] = [
  { status: 409, code: 'email_taken', when: 'an address it names already has an account' },
  { status: 400, code: 'email_unverified', when: 'an address it names was not verified through /verify-otp' },
  { status: 400, code: 'weak_password', when: "the password breaks the spec's rule" },
];

/**
 * The registration forms' calls of spec section 7: the institution search, e-mail verification and the three
 * applications. One entry each, used by the API client (src/features/registration, verification) and by the mock
 * backend's handlers, so a method, path or body shape cannot differ between the two.
 */
export const REGISTRATION_API = {
  collegeSearch: endpoint({
    method: 'GET',
    path: '/college/search',
    summary: 'Institutions whose name matches the text (at least two characters, spaces aside).',
    query: CollegeSearchQuerySchema,
    response: CollegeSearchResponseSchema,
  }),
  sendOtp: endpoint({
    method: 'POST',
    path: '/send-otp',
    summary: 'Mails a verification code to the address.',
    body: { kind: 'json', schema: SendOtpRequestSchema },
    response: SendOtpResponseSchema,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/verify-otp',
    summary: 'Checks the code; success: false when it is wrong or expired.',
    body: { kind: 'json', schema: VerifyOtpRequestSchema },
    response: VerifyOtpResponseSchema,
  }),
  checkEmail: endpoint({
    method: 'GET',
    path: '/check-email/:email',
    summary: 'Whether an account already uses the address.',
    response: CheckEmailResponseSchema,
  }),
  collegeSubmit: endpoint({
    method: 'POST',
    path: '/college/submit',
    summary: 'Registers a college (its TPO account).',
    status: 201,
    idempotent: true,
    errors: REGISTRATION_ERRORS,
    body: { kind: 'json', schema: CollegeApplicationSchema },
    response: CollegeSubmitResponseSchema,
  }),
  companyForm: endpoint({
    method: 'POST',
    path: '/company/form',
    summary: 'Registers a company with its first jobs.',
    status: 201,
    idempotent: true,
    errors: REGISTRATION_ERRORS,
    body: { kind: 'json', schema: CompanyApplicationSchema },
    response: MessageResponseSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/register',
    summary: 'Registers a candidate (student, fresher or professional), with a resume file.',
    status: 201,
    idempotent: true,
    errors: [...REGISTRATION_ERRORS, UNSUPPORTED_FILE],
    body: { kind: 'multipart', schema: CandidateRegistrationSchema },
    response: MessageResponseSchema,
  }),
};
