import { isApiError } from '@/lib/api/api-error';
import { checkAuth, logout } from '../api/auth-api';
import { authState, clearAuth, hasSessionHint, setSignedIn } from './auth-store';

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
    setSignedIn(await checkAuth());
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
    await logout();
  } catch (error) {
    console.warn('Logout request failed; signing out locally', error);
  }
  leave();
  clearAuth();
}
