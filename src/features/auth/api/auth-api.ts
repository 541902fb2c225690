import { callEndpoint } from '@/lib/api/client';
import type { ForgotPasswordRequest, LoginRequest, SessionResponse } from '@/lib/api/contract';
import { API } from '@/lib/api/endpoints';

export function login(request: LoginRequest): Promise<SessionResponse> {
  return callEndpoint(API.login, { body: request });
}

export async function logout(): Promise<void> {
  await callEndpoint(API.logout);
}

export function checkAuth(): Promise<SessionResponse> {
  return callEndpoint(API.checkAuth);
}

export function requestPasswordReset(request: ForgotPasswordRequest) {
  return callEndpoint(API.forgotPassword, { body: request });
}

/** The reset screen sends only the token (in the path) and the new password. */
export function resetPassword(token: string, password: string) {
  return callEndpoint(API.resetPassword, { params: { token }, body: { password } });
}
