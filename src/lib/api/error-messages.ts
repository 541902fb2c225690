import { isApiError } from './api-error';

/** The error catalogue of spec section 8, in one place. */
export const ERROR_MESSAGES = {
  network: 'Network error. Please check your connection.',
  invalidCredentials: 'Invalid credentials',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  server: 'Server error. Please try again later.',
  unexpected: 'An unexpected error occurred',
  forgotFailed: 'Failed to send reset email',
  forgotSent: 'Password reset email sent successfully',
  resetFailed: 'Failed to reset password',
  resetDone: 'Password reset successful',
} as const;

/** Sign-in and session errors, mapped by status. */
export function authErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.isNoResponse) return ERROR_MESSAGES.network;
  if (error.kind === 'invalid-response') return ERROR_MESSAGES.unexpected;
  switch (error.status) {
    case 401:
      return error.serverMessage ?? ERROR_MESSAGES.invalidCredentials;
    case 429:
      return ERROR_MESSAGES.tooManyAttempts;
    case 500:
      return ERROR_MESSAGES.server;
    default:
      return error.serverMessage ?? ERROR_MESSAGES.unexpected;
  }
}

/** Password recovery: the server's message, else the default for the step. */
function recoveryErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.isNoResponse) return ERROR_MESSAGES.network;
  return (isApiError(error) ? error.serverMessage : undefined) ?? fallback;
}

export function forgotPasswordErrorMessage(error: unknown): string {
  return recoveryErrorMessage(error, ERROR_MESSAGES.forgotFailed);
}

export function resetPasswordErrorMessage(error: unknown): string {
  return recoveryErrorMessage(error, ERROR_MESSAGES.resetFailed);
}
