import { SESSION_COOKIE_NAME } from '@/lib/storage-keys';

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
const PAST_DATE = new Date(0).toUTCString();

export function sessionCookie(sessionId: string): string {
  return `${SESSION_COOKIE_NAME}=${sessionId}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * Ends the session cookie. Max-Age=0 alone sets the expiry to "now", which some cookie jars (happy-dom's) treat as
 * not yet past within the same millisecond; an Expires in the past, last so it wins there, removes it at once.
 */
export function expiredSessionCookie(): string {
  return `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax; Expires=${PAST_DATE}`;
}
