import { useSnapshot } from 'valtio';
import { authState } from '@/features/auth/public';

/**
 * The auth state for guards, read synchronously: a sign-in updates the store and the location in the same
 * tick, and the guards must see both at once (no flash of the /login redirect).
 */
export function useAuthView() {
  return useSnapshot(authState, { sync: true });
}
