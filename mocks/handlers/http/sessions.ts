import { SESSION_COOKIE_NAME } from '@/lib/storage-keys';
import { secretDigest } from '../../db/crypto';
import { mockStore } from '../../db/store';
import { memberSignedIn, type Member } from '../../db/members';
import type { MockAccount, MockSession } from '../../db/state';

export interface SignedIn {
  /** Where the session is kept: the digest of the cookie's id (the id itself is never stored). */
  sessionKey: string;
  session: MockSession;
  account: MockAccount;
  /** A college's or company's member who signed in (absent for a candidate). */
  member?: Member;
}

/** The signed-in account behind the request's session cookie, if any. */
export async function currentSession(cookies: Record<string, string>): Promise<SignedIn | undefined> {
  const sessionId = cookies[SESSION_COOKIE_NAME];
  if (!sessionId) return undefined;
  const sessionKey = await secretDigest(sessionId);
  const state = await mockStore().read();
  const session = Object.hasOwn(state.sessions, sessionKey) ? state.sessions[sessionKey] : undefined;
  const account = session && state.accounts.find((candidate) => candidate.id === session.accountId);
  if (!session || !account) return undefined;
  if (account.type !== 'college' && account.type !== 'company') return { sessionKey, session, account };
  // A member removed since is signed out, whatever their session.
  const member = memberSignedIn(state, account, session.email);
  return member ? { sessionKey, session, account, member } : undefined;
}
