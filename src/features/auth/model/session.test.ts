import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, signOutLocally } from '../../../../tests/support/sessions';

const storedStudent = { name: 'Ananya Rao', email: 'student@example.com' };

/** The session module and its store as a fresh page loads them, signed in as far as the page remembers. */
async function freshPage() {
  vi.resetModules();
  const store = await import('./auth-store');
  store.setSignedIn({ user: storedStudent, userType: 'student-college' });
  return { ...store, ...(await import('./session')) };
}

describe('the startup session check', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.doUnmock('../api/auth-api');
    signOutLocally();
  });

  it('takes the account from the server when the session is alive', async () => {
    await AS.student();
    const { authState, runSessionCheck } = await freshPage();
    await runSessionCheck();
    expect(authState).toMatchObject({
      isAuthenticated: true,
      userType: 'student-college',
      sessionCheck: 'done',
    });
    expect(authState.user?.email).toBe('student@example.com');
  });

  it('signs out when the server knows no session', async () => {
    const { authState, runSessionCheck } = await freshPage();
    await runSessionCheck();
    expect(authState).toMatchObject({ isAuthenticated: false, user: null, sessionCheck: 'done' });
  });

  it('keeps who is signed in when the code of the call cannot load (offline before the copy is saved)', async () => {
    vi.doMock('../api/auth-api', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { authState, runSessionCheck } = await freshPage();
    await runSessionCheck();
    expect(authState).toMatchObject({ isAuthenticated: true, user: storedStudent, sessionCheck: 'done' });
  });
});
