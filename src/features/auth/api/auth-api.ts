import { callEndpoint } from '@/lib/api/client';
import type { ForgotPasswordRequest, LoginRequest, SessionResponse } from '@/lib/api/session-contract';
import { SESSION_API } from '@/lib/api/session-endpoints';

export function login(request: LoginRequest): Promise<SessionResponse> {
  return callEndpoint(SESSION_API.login, { body: request });
}

export async function logout(): Promise<void> {
  await callEndpoint(SESSION_API.logout);
}

export function checkAuth(): Promise<SessionResponse> {
  return callEndpoint(SESSION_API.checkAuth);
}

export function requestPasswordReset(request: ForgotPasswordRequest) {
  return callEndpoint(SESSION_API.forgotPassword, { body: request });
}

/** The reset screen sends only the token (in the path) and the new password. */
export function resetPassword(token: string, password: string) {
  return callEndpoint(SESSION_API.resetPassword, { params: { token }, body: { password } });
}
