import { SESSION_COOKIE_NAME } from '@/lib/storage-keys';
import { mockStore } from '../../db/store';
import type { MockAccount, MockSession } from '../../db/state';

export interface SignedIn {
  sessionId: string;
  session: MockSession;
  account: MockAccount;
}

/** The signed-in account behind the request's session cookie, if any. */
export async function currentSession(cookies: Record<string, string>): Promise<SignedIn | undefined> {
  const sessionId = cookies[SESSION_COOKIE_NAME];
  if (!sessionId) return undefined;
  const state = await mockStore().read();
  const session = state.sessions[sessionId];
  const account = session && state.accounts.find((candidate) => candidate.id === session.accountId);
  return session && account ? { sessionId, session, account } : undefined;
}
