import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { ERROR_MESSAGES } from './error-messages';
import { PORTAL_ERROR_MESSAGES, portalErrorMessage } from './portal-errors';

describe('portalErrorMessage', () => {
  it('uses the catalogue for no answer and server failures', () => {
    expect(portalErrorMessage(new ApiError('timeout'))).toBe(ERROR_MESSAGES.network);
    expect(portalErrorMessage(new Error('boom'))).toBe(ERROR_MESSAGES.network);
    expect(portalErrorMessage(new ApiError('http', { status: 500, serverMessage: 'stack' }))).toBe(
      ERROR_MESSAGES.server,
    );
  });

  it('says the session ended on 401, else shows the server’s own words', () => {
    expect(portalErrorMessage(new ApiError('http', { status: 401, serverMessage: 'x' }))).toBe(
      PORTAL_ERROR_MESSAGES.signedOut,
    );
    expect(
      portalErrorMessage(
        new ApiError('http', { status: 409, serverMessage: 'You have already applied for this job' }),
      ),
    ).toBe('You have already applied for this job');
    expect(portalErrorMessage(new ApiError('http', { status: 403 }))).toBe(PORTAL_ERROR_MESSAGES.notAllowed);
    expect(portalErrorMessage(new ApiError('http', { status: 404 }))).toBe(PORTAL_ERROR_MESSAGES.notFound);
  });
});
