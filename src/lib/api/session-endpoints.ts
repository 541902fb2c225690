import { MessageResponseSchema } from './contract-fields';
import { endpoint } from './endpoint';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  ResetPasswordRequestSchema,
  SessionResponseSchema,
} from './session-contract';

/**
 * The session's calls of spec section 7: sign in and out, the session check, password recovery. One entry each,
 * used by the API client (src/features/auth/api) and by the mock backend's handlers (mocks/handlers), so a method,
 * path or body shape cannot differ between the two. Every page may check the session; the registration calls are
 * in registration-endpoints.ts, loaded only by the forms.
 */
export const SESSION_API = {
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
};
