import {
  CandidateRegistrationSchema,
  CheckEmailResponseSchema,
  CollegeApplicationSchema,
  CollegeSearchQuerySchema,
  CollegeSearchResponseSchema,
  CollegeSubmitResponseSchema,
  CompanyApplicationSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  ResetPasswordRequestSchema,
  SendOtpRequestSchema,
  SendOtpResponseSchema,
  SessionResponseSchema,
  VerifyOtpRequestSchema,
  VerifyOtpResponseSchema,
} from './contract';
import { endpoint, type EndpointError } from './endpoint';

/**
 * The calls of spec section 7: one entry each, used by the API client (src/features/∗/api) and by the mock
 * backend's handlers (mocks/handlers), so a method, path or body shape cannot differ between the two.
 */
/** What a registration may be refused for, besides a malformed body. */
const REGISTRATION_ERRORS: readonly EndpointError[] = [
  { status: 409, code: 'email_taken', when: 'an address it names already has an account' },
  { status: 400, code: 'email_unverified', when: 'an address it names was not verified through /verify-otp' },
  { status: 400, code: 'weak_password', when: "the password breaks the spec's rule" },
];

export const API = {
  login: endpoint({
    method: 'POST',
    path: '/user/login',
    summary: 'Signs in and sets the session cookie.',
    session: 'starts',
    errors: [
      { status: 401, code: 'invalid_credentials', when: 'the e-mail or the password is wrong' },
      { status: 401, code: 'wrong_account_type', when: 'the account is of another type' },
      { status: 429, code: 'too_many_attempts', when: 'too many failed sign-ins in 10 minutes' },
    ],
    body: { kind: 'json', schema: LoginRequestSchema },
    response: SessionResponseSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/user/logout',
    summary: 'Ends the session and clears its cookie.',
    session: 'ends',
    response: MessageResponseSchema,
  }),
  checkAuth: endpoint({
    method: 'GET',
    path: '/user/check-auth',
    summary: 'The signed-in account behind the session cookie.',
    response: SessionResponseSchema,
    errors: [{ status: 401, code: 'not_signed_in', when: 'there is no valid session' }],
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/user/forgot-password',
    summary: 'Mails a reset link if an account of that type exists (the same answer either way).',
    body: { kind: 'json', schema: ForgotPasswordRequestSchema },
    response: MessageResponseSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/user/reset-password/:token',
    summary: 'Sets a new password with the token from the reset link.',
    errors: [
      { status: 400, code: 'invalid_reset_link', when: 'the token is unknown, expired or of another type' },
      { status: 400, code: 'weak_password', when: "the password breaks the spec's rule" },
    ],
    body: { kind: 'json', schema: ResetPasswordRequestSchema },
    response: MessageResponseSchema,
  }),
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
    errors: REGISTRATION_ERRORS,
    body: { kind: 'multipart', schema: CandidateRegistrationSchema },
    response: MessageResponseSchema,
  }),
};
