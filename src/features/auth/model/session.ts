import { ApiError, isApiError } from '@/lib/api/api-error';
import { authState, clearAuth, hasSessionHint, setSignedIn } from './auth-store';

/**
 * The session's calls load when one is made: a visitor with no session never makes one, and so no public page's
 * first load carries the API client and the session contract. Code that cannot load (offline before the offline
 * copy is complete) is no answer, like a dropped request: it never signs anyone out.
 */
const authApi = () =>
  import('../api/auth-api').catch((cause: unknown) => {
    throw new ApiError('network', { cause });
  });

/**
 * Startup session check: only when an auth cookie or stored auth data exists.
 * A 401 signs the user out; no answer at all (offline) keeps the stored state, so a signed-in user
 * on flaky Wi-Fi is not thrown out of their dashboard.
 */
export async function runSessionCheck(): Promise<void> {
  if (!hasSessionHint()) {
    authState.sessionCheck = 'done';
    return;
  }
  authState.sessionCheck = 'checking';
  try {
    setSignedIn(await (await authApi()).checkAuth());
  } catch (error) {
    if (!isApiError(error) || !error.isNoResponse) clearAuth();
  } finally {
    authState.sessionCheck = 'done';
  }
}

/**
 * Logout: the call, then the local clear even if the call fails (the failure is only logged).
 * `leave` runs in the same tick as the clear, so guards never see a signed-out user on a private page.
 */
export async function signOut(leave: () => void = () => {}): Promise<void> {
  try {
    await (await authApi()).logout();
  } catch (error) {
    console.warn('Logout request failed; signing out locally', error);
  }
  leave();
  clearAuth();
}
