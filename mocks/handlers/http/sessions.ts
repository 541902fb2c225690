import { SESSION_COOKIE_NAME } from '@/lib/storage-keys';
import { secretDigest } from '../../db/crypto';
import { mockStore } from '../../db/store';
import type { MockAccount, MockSession } from '../../db/state';

export interface SignedIn {
  /** Where the session is kept: the digest of the cookie's id (the id itself is never stored). */
  sessionKey: string;
  session: MockSession;
  account: MockAccount;
}

/** The signed-in account behind the request's session cookie, if any. */
export async function currentSession(cookies: Record<string, string>): Promise<SignedIn | undefined> {
  const sessionId = cookies[SESSION_COOKIE_NAME];
  if (!sessionId) return undefined;
  const sessionKey = await secretDigest(sessionId);
  const state = await mockStore().read();
  const session = Object.hasOwn(state.sessions, sessionKey) ? state.sessions[sessionKey] : undefined;
  const account = session && state.accounts.find((candidate) => candidate.id === session.accountId);
  return session && account ? { sessionKey, session, account } : undefined;
}
