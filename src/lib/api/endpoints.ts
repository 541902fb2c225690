import {
  CandidateRegistrationSchema,
  CheckEmailResponseSchema,
  CollegeApplicationSchema,
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
import { endpoint } from './endpoint';

/**
 * The calls of spec section 7: one entry each, used by the API client (src/features/∗/api) and by the mock
 * backend's handlers (mocks/handlers), so a method, path or body shape cannot differ between the two.
 */
export const API = {
  login: endpoint({
    method: 'POST',
    path: '/user/login',
    body: { kind: 'json', schema: LoginRequestSchema },
    response: SessionResponseSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/user/logout', response: MessageResponseSchema }),
  checkAuth: endpoint({ method: 'GET', path: '/user/check-auth', response: SessionResponseSchema }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/user/forgot-password',
    body: { kind: 'json', schema: ForgotPasswordRequestSchema },
    response: MessageResponseSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/user/reset-password/:token',
    body: { kind: 'json', schema: ResetPasswordRequestSchema },
    response: MessageResponseSchema,
  }),
  collegeSearch: endpoint({ method: 'GET', path: '/college/search', response: CollegeSearchResponseSchema }),
  sendOtp: endpoint({
    method: 'POST',
    path: '/send-otp',
    body: { kind: 'json', schema: SendOtpRequestSchema },
    response: SendOtpResponseSchema,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/verify-otp',
    body: { kind: 'json', schema: VerifyOtpRequestSchema },
    response: VerifyOtpResponseSchema,
  }),
  checkEmail: endpoint({ method: 'GET', path: '/check-email/:email', response: CheckEmailResponseSchema }),
  collegeSubmit: endpoint({
    method: 'POST',
    path: '/college/submit',
    body: { kind: 'json', schema: CollegeApplicationSchema },
    response: CollegeSubmitResponseSchema,
  }),
  companyForm: endpoint({
    method: 'POST',
    path: '/company/form',
    body: { kind: 'json', schema: CompanyApplicationSchema },
    response: MessageResponseSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/register',
    body: { kind: 'multipart', schema: CandidateRegistrationSchema },
    response: MessageResponseSchema,
  }),
};
