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

  sendCodeFailed: 'Failed to send verification code. Please try again.',
  collegeInvalidOtp: 'Invalid OTP. Please try again.',
  collegeVerifyFailed: 'Verification failed. Please try again.',
  invalidCode: 'Invalid verification code. Please try again.',
  verifyCodeFailed: 'Failed to verify code. Please try again.',
  emailAlreadyRegistered: 'Email already registered',

  submissionFailedTitle: 'Submission Failed',
  collegeSubmitFailed: 'An error occurred while submitting the form. Please try again.',
  collegeSuccessFlagFalse: 'Submission failed',
  collegeSubmitted: 'Your college application has been submitted successfully!',
  companySubmitFailed: 'Something went wrong',
  companySubmitted: 'Company form submitted successfully!',
  candidateEmailTaken: 'Email already registered. Please use a different email address.',
  candidateFailedPrefix: 'Registration failed! ',
  candidateServerError: 'Server error',
  candidateNoResponse: 'No response from server. Check if server is running.',
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

function serverMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

/** Password recovery failed: the server's message, else the spec's default (also when no answer came). */
export function forgotPasswordErrorMessage(error: unknown): string {
  return serverMessage(error) ?? ERROR_MESSAGES.forgotFailed;
}

export function resetPasswordErrorMessage(error: unknown): string {
  return serverMessage(error) ?? ERROR_MESSAGES.resetFailed;
}

/** Password recovery succeeded: the server's message, else the spec's default for the step. */
export function forgotPasswordSentMessage(answer: { message?: string | undefined }): string {
  return answer.message?.trim() || ERROR_MESSAGES.forgotSent;
}

export function resetPasswordDoneMessage(answer: { message?: string | undefined }): string {
  return answer.message?.trim() || ERROR_MESSAGES.resetDone;
}

/** Sending a verification code failed: the server's message, else the default. */
export function sendCodeErrorMessage(error: unknown): string {
  return serverMessage(error) ?? ERROR_MESSAGES.sendCodeFailed;
}

/**
 * The server answered a send with `success: false`: a refusal, in the server's words, else the default (spec
 * section 8, as for a failed send).
 */
export function sendCodeRefusedMessage(answer: { message?: string | undefined }): string {
  return answer.message?.trim() || ERROR_MESSAGES.sendCodeFailed;
}

/** Verifying a code threw (college wording): always the generic message. */
export function collegeVerifyErrorMessage(): string {
  return ERROR_MESSAGES.collegeVerifyFailed;
}

/** Verifying a code threw (company and candidate wording): an HTTP error shows the server's message. */
export function verifyCodeErrorMessage(error: unknown): string {
  return (
    (isApiError(error) && error.kind === 'http' ? error.serverMessage : undefined) ??
    ERROR_MESSAGES.verifyCodeFailed
  );
}

/** College submission failure: server message, else the thrown message, else the default. */
export function collegeSubmitErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? ERROR_MESSAGES.collegeSubmitFailed;
  if (error instanceof Error && error.message) return error.message;
  return ERROR_MESSAGES.collegeSubmitFailed;
}

export function companySubmitErrorMessage(error: unknown): string {
  return serverMessage(error) ?? ERROR_MESSAGES.companySubmitFailed;
}

/**
 * A registration refused because the address already has an account. The answer's code decides when it has
 * one (docs/api.md, 'Error codes'); a server without codes falls back to the spec's rule: the message
 * mentions e-mail.
 */
export function isEmailTaken(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http') return false;
  if (error.code) return error.code === 'email_taken';
  return /e-?mail/i.test(error.serverMessage ?? '');
}

/** Candidate registration failure text (not the e-mail case). */
export function candidateRegisterErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNoResponse) return ERROR_MESSAGES.candidateFailedPrefix + ERROR_MESSAGES.candidateNoResponse;
    return (
      ERROR_MESSAGES.candidateFailedPrefix + (error.serverMessage ?? ERROR_MESSAGES.candidateServerError)
    );
  }
  return ERROR_MESSAGES.candidateFailedPrefix + (error instanceof Error ? error.message : String(error));
}
