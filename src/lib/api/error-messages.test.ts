import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import {
  authErrorMessage,
  candidateRegisterErrorMessage,
  collegeSubmitErrorMessage,
  collegeVerifyErrorMessage,
  companySubmitErrorMessage,
  forgotPasswordErrorMessage,
  forgotPasswordSentMessage,
  isEmailTaken,
  resetPasswordDoneMessage,
  resetPasswordErrorMessage,
  sendCodeErrorMessage,
  verifyCodeErrorMessage,
} from './error-messages';

const http = (status: number, serverMessage?: string) =>
  new ApiError('http', serverMessage === undefined ? { status } : { status, serverMessage });

describe('sign-in and session error mapping', () => {
  it('maps no response and time-outs to the network message', () => {
    expect(authErrorMessage(new ApiError('network'))).toBe('Network error. Please check your connection.');
    expect(authErrorMessage(new ApiError('timeout'))).toBe('Network error. Please check your connection.');
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection.',
    );
  });
  it('uses the server message on 401, else Invalid credentials', () => {
    expect(authErrorMessage(http(401, 'Wrong password'))).toBe('Wrong password');
    expect(authErrorMessage(http(401))).toBe('Invalid credentials');
  });
  it('always uses the fixed messages for 429 and 500', () => {
    expect(authErrorMessage(http(429, 'slow down'))).toBe('Too many attempts. Please try again later.');
    expect(authErrorMessage(http(500, 'stack trace'))).toBe('Server error. Please try again later.');
  });
  it('uses the server message for other statuses, else the unexpected message', () => {
    expect(authErrorMessage(http(403, 'Account locked'))).toBe('Account locked');
    expect(authErrorMessage(http(503))).toBe('An unexpected error occurred');
    expect(authErrorMessage(new ApiError('invalid-response', { status: 200 }))).toBe(
      'An unexpected error occurred',
    );
  });
});

describe('password recovery error mapping', () => {
  it('prefers the server message', () => {
    expect(forgotPasswordErrorMessage(http(404, 'No account with that email'))).toBe(
      'No account with that email',
    );
    expect(resetPasswordErrorMessage(http(400, 'Reset link expired'))).toBe('Reset link expired');
  });
  it('falls back to the step default', () => {
    expect(forgotPasswordErrorMessage(http(500))).toBe('Failed to send reset email');
    expect(resetPasswordErrorMessage(http(500))).toBe('Failed to reset password');
  });
  it('gives the step default when no answer came (spec section 8), not a network message', () => {
    expect(forgotPasswordErrorMessage(new ApiError('timeout'))).toBe('Failed to send reset email');
    expect(forgotPasswordErrorMessage(new ApiError('network'))).toBe('Failed to send reset email');
    expect(resetPasswordErrorMessage(new ApiError('network'))).toBe('Failed to reset password');
  });
  it('success: the server message, else the step default', () => {
    expect(forgotPasswordSentMessage({ message: 'Check your inbox' })).toBe('Check your inbox');
    expect(forgotPasswordSentMessage({})).toBe('Password reset email sent successfully');
    expect(forgotPasswordSentMessage({ message: '  ' })).toBe('Password reset email sent successfully');
    expect(resetPasswordDoneMessage({ message: 'Done' })).toBe('Done');
    expect(resetPasswordDoneMessage({})).toBe('Password reset successful');
  });
});

describe('verification error mapping', () => {
  it('send failures use the server message, else the default', () => {
    expect(sendCodeErrorMessage(http(429, 'Wait a minute'))).toBe('Wait a minute');
    expect(sendCodeErrorMessage(new ApiError('network'))).toBe(
      'Failed to send verification code. Please try again.',
    );
  });
  it('college verify errors are always generic', () => {
    expect(collegeVerifyErrorMessage()).toBe('Verification failed. Please try again.');
  });
  it('company/candidate verify errors show an HTTP error message, else the default', () => {
    expect(verifyCodeErrorMessage(http(400, 'Code expired'))).toBe('Code expired');
    expect(verifyCodeErrorMessage(http(500))).toBe('Failed to verify code. Please try again.');
    expect(verifyCodeErrorMessage(new ApiError('timeout'))).toBe('Failed to verify code. Please try again.');
  });
});

describe('submission error mapping', () => {
  it('college: server message, else thrown message, else default', () => {
    expect(collegeSubmitErrorMessage(http(409, 'Email tpo@x.in is already registered'))).toBe(
      'Email tpo@x.in is already registered',
    );
    expect(collegeSubmitErrorMessage(new Error('Submission failed'))).toBe('Submission failed');
    expect(collegeSubmitErrorMessage(http(500))).toBe(
      'An error occurred while submitting the form. Please try again.',
    );
  });
  it('company: server message, else Something went wrong', () => {
    expect(companySubmitErrorMessage(http(400, 'Bad jobs'))).toBe('Bad jobs');
    expect(companySubmitErrorMessage(new ApiError('network'))).toBe('Something went wrong');
  });
  it('an e-mail already registered: by the code when there is one, else by the message (spec rule)', () => {
    const coded = (status: number, serverMessage: string, code: string) =>
      new ApiError('http', { status, serverMessage, code });
    expect(isEmailTaken(coded(409, 'Email a@b.co is already registered', 'email_taken'))).toBe(true);
    // The mock's own 400 for an unverified address mentions e-mail, but is not 'already registered'.
    expect(isEmailTaken(coded(400, 'Email a@b.co has not been verified', 'email_unverified'))).toBe(false);
    expect(isEmailTaken(http(409, 'Email a@b.co is already registered'))).toBe(true);
    expect(isEmailTaken(http(400, 'Invalid request: phone'))).toBe(false);
    expect(isEmailTaken(new ApiError('network'))).toBe(false);
  });
  it('candidate: others get the Registration failed! prefix', () => {
    expect(candidateRegisterErrorMessage(http(400, 'Invalid request: phone'))).toBe(
      'Registration failed! Invalid request: phone',
    );
    expect(candidateRegisterErrorMessage(http(500))).toBe('Registration failed! Server error');
    expect(candidateRegisterErrorMessage(new ApiError('network'))).toBe(
      'Registration failed! No response from server. Check if server is running.',
    );
    expect(candidateRegisterErrorMessage(new Error('boom'))).toBe('Registration failed! boom');
  });
});
