import { isApiError } from './api-error';
import { ERROR_MESSAGES } from './error-messages';

/** Words for a dashboard call that failed (the spec leaves these out; docs/decisions/). */
export const PORTAL_ERROR_MESSAGES = {
  signedOut: 'Your session has ended. Please sign in again.',
  notAllowed: "You don't have permission to do this.",
  notFound: 'This item no longer exists.',
} as const;

/**
 * A failed load or action, in words: the network and server cases of the catalogue (spec section 8), then the
 * server's own message (it names the problem: 'You have already applied for this job').
 */
export function portalErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.isNoResponse) return ERROR_MESSAGES.network;
  if (error.kind === 'invalid-response') return ERROR_MESSAGES.unexpected;
  if (error.status === 401) return PORTAL_ERROR_MESSAGES.signedOut;
  if (error.status !== undefined && error.status >= 500) return ERROR_MESSAGES.server;
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 403) return PORTAL_ERROR_MESSAGES.notAllowed;
  if (error.status === 404) return PORTAL_ERROR_MESSAGES.notFound;
  return ERROR_MESSAGES.unexpected;
}
