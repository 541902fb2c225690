import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { authState, clearAuth, readPersistedAuth, setSignedIn } from './auth-store';

const session = {
  user: { name: 'Ananya Rao', email: 'student@example.com' },
  userType: 'student-college' as const,
};

describe('persisted auth store', () => {
  beforeEach(() => {
    localStorage.clear();
    clearAuth();
  });

  it('persists user, userType and isAuthenticated with version 1', async () => {
    setSignedIn(session);
    await Promise.resolve();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null');
    expect(stored).toEqual({
      state: { user: session.user, userType: 'student-college', isAuthenticated: true },
      version: 1,
    });
    expect(readPersistedAuth()).toEqual({
      user: session.user,
      userType: 'student-college',
      isAuthenticated: true,
    });
  });

  it('stores nothing but the three persisted fields', async () => {
    setSignedIn(session);
    authState.sessionCheck = 'checking';
    await Promise.resolve();
    expect(Object.keys(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? '{}').state)).toEqual([
      'user',
      'userType',
      'isAuthenticated',
    ]);
  });

  it('clears to signed out', async () => {
    setSignedIn(session);
    clearAuth();
    await Promise.resolve();
    expect(readPersistedAuth()).toEqual({ user: null, userType: null, isAuthenticated: false });
  });

  it.each([
    [
      'another version',
      JSON.stringify({ state: { user: null, userType: null, isAuthenticated: true }, version: 2 }),
    ],
    [
      'an unknown user type',
      JSON.stringify({ state: { user: session.user, userType: 'admin', isAuthenticated: true }, version: 1 }),
    ],
    [
      'a user without an e-mail',
      JSON.stringify({
        state: { user: { name: 'Ananya' }, userType: null, isAuthenticated: true },
        version: 1,
      }),
    ],
    [
      'a name that is not text',
      JSON.stringify({
        state: { user: { ...session.user, fullName: 7 }, userType: 'student-college', isAuthenticated: true },
        version: 1,
      }),
    ],
    ['a record without its state', JSON.stringify({ version: 1 })],
    ['broken JSON', '{'],
  ])('treats %s as signed out', (_label, raw) => {
    localStorage.setItem(STORAGE_KEYS.auth, raw);
    expect(readPersistedAuth().isAuthenticated).toBe(false);
  });
});
