import { boolean, literal, nullable, object, validate } from 'superstruct';
import { proxy, subscribe } from 'valtio';
import { UserSchema, UserTypeSchema, type SessionResponse, type User } from '@/lib/api/contract';
import { AUTH_STORAGE_VERSION } from '@/lib/constants';
import { SESSION_COOKIE_NAME, STORAGE_KEYS } from '@/lib/storage-keys';
import type { UserType } from '@/lib/user-types';

export interface PersistedAuth {
  user: User | null;
  userType: UserType | null;
  isAuthenticated: boolean;
}

export interface AuthState extends PersistedAuth {
  /** 'checking' while the startup session check runs; guards wait for it. */
  sessionCheck: 'idle' | 'checking' | 'done';
}

const PersistedAuthSchema = object({
  state: object({
    user: nullable(UserSchema),
    userType: nullable(UserTypeSchema),
    isAuthenticated: boolean(),
  }),
  version: literal(AUTH_STORAGE_VERSION),
});

const SIGNED_OUT: PersistedAuth = { user: null, userType: null, isAuthenticated: false };

/**
 * Reads the persisted auth state (version 1); anything else counts as signed out, and so does having no storage
 * (the prerenderer renders pages as a visitor who is not signed in).
 */
export function readPersistedAuth(storage: Storage | undefined = globalThis.localStorage): PersistedAuth {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.auth);
    if (!raw) return SIGNED_OUT;
    const [error, value] = validate(JSON.parse(raw), PersistedAuthSchema);
    return error ? SIGNED_OUT : value.state;
  } catch {
    return SIGNED_OUT;
  }
}

function writePersistedAuth(auth: PersistedAuth, storage: Storage = localStorage): void {
  const { user, userType, isAuthenticated } = auth;
  storage.setItem(
    STORAGE_KEYS.auth,
    JSON.stringify({ state: { user, userType, isAuthenticated }, version: AUTH_STORAGE_VERSION }),
  );
}

function hasSessionCookie(): boolean {
  const cookie = typeof document === 'undefined' ? '' : document.cookie;
  return cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

const persisted = readPersistedAuth();

/**
 * With nothing that hints at a session there is nothing to check: the check starts out done, so the first
 * render already has its final answer (and a prerendered page is not drawn twice).
 */
export const authState = proxy<AuthState>({
  ...persisted,
  sessionCheck: persisted.isAuthenticated || hasSessionCookie() ? 'idle' : 'done',
});

subscribe(authState, () => writePersistedAuth(authState));

export function setSignedIn(session: SessionResponse): void {
  Object.assign(authState, { user: session.user, userType: session.userType, isAuthenticated: true });
}

export function clearAuth(): void {
  Object.assign(authState, SIGNED_OUT);
}

export function hasSessionHint(): boolean {
  return authState.isAuthenticated || hasSessionCookie();
}
