import { apiRequest } from '@/lib/api/client';
import {
  MessageResponseSchema,
  SessionResponseSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type SessionResponse,
} from '@/lib/api/contract';

export function login(request: LoginRequest): Promise<SessionResponse> {
  return apiRequest('/user/login', { method: 'POST', body: request, response: SessionResponseSchema });
}

export async function logout(): Promise<void> {
  await apiRequest('/user/logout', { method: 'POST', response: MessageResponseSchema });
}

export function checkAuth(): Promise<SessionResponse> {
  return apiRequest('/user/check-auth', { response: SessionResponseSchema });
}

export function requestPasswordReset(request: ForgotPasswordRequest) {
  return apiRequest('/user/forgot-password', {
    method: 'POST',
    body: request,
    response: MessageResponseSchema,
  });
}

/** The reset screen sends only the token (in the path) and the new password. */
export function resetPassword(token: string, password: string) {
  return apiRequest(`/user/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
    response: MessageResponseSchema,
  });
}
