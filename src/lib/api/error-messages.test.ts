import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { authErrorMessage, forgotPasswordErrorMessage, resetPasswordErrorMessage } from './error-messages';

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
  it('reports a missing response as a network error', () => {
    expect(forgotPasswordErrorMessage(new ApiError('timeout'))).toBe(
      'Network error. Please check your connection.',
    );
  });
});
