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

/** Reads the persisted auth state (version 1); anything else counts as signed out. */
export function readPersistedAuth(storage: Storage = localStorage): PersistedAuth {
  try {
    const raw = storage.getItem(STORAGE_KEYS.auth);
    if (!raw) return SIGNED_OUT;
    const [error, value] = validate(JSON.parse(raw), PersistedAuthSchema);
    return error ? SIGNED_OUT : value.state;
  } catch {
    return SIGNED_OUT;
  }
}

export function writePersistedAuth(auth: PersistedAuth, storage: Storage = localStorage): void {
  const { user, userType, isAuthenticated } = auth;
  storage.setItem(
    STORAGE_KEYS.auth,
    JSON.stringify({ state: { user, userType, isAuthenticated }, version: AUTH_STORAGE_VERSION }),
  );
}

export const authState = proxy<AuthState>({ ...readPersistedAuth(), sessionCheck: 'idle' });

subscribe(authState, () => writePersistedAuth(authState));

export function setSignedIn(session: SessionResponse): void {
  Object.assign(authState, { user: session.user, userType: session.userType, isAuthenticated: true });
}

export function clearAuth(): void {
  Object.assign(authState, SIGNED_OUT);
}

export function hasSessionHint(): boolean {
  const cookie = typeof document === 'undefined' ? '' : document.cookie;
  return (
    authState.isAuthenticated ||
    cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`))
  );
}
