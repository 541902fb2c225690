import { proxy, subscribe } from 'valtio';
import type { SessionResponse, User } from '@/lib/api/session-contract';
import { AUTH_STORAGE_VERSION } from '@/lib/constants';
import { SESSION_COOKIE_NAME, STORAGE_KEYS } from '@/lib/storage-keys';
import { isMemberRole } from '@/lib/committee/role-keys';
import { isUserType, USER_NAME_FIELDS, type UserType } from '@/lib/user-types';

export interface PersistedAuth {
  user: User | null;
  userType: UserType | null;
  isAuthenticated: boolean;
}

export interface AuthState extends PersistedAuth {
  /** 'checking' while the startup session check runs; guards wait for it. */
  sessionCheck: 'idle' | 'checking' | 'done';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A user as this app stored it: what the session contract's User requires, a name and an e-mail, and any other
 * name as text. Checked by hand, not with the contract's schema: every page reads the store on its first render,
 * and a public page's first load does not carry the contract (docs/architecture.md, 'The contract by area').
 */
function isStoredUser(value: unknown): value is User {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    USER_NAME_FIELDS.every((field) => value[field] === undefined || typeof value[field] === 'string') &&
    (value.member === undefined || (isRecord(value.member) && isMemberRole(value.member.role)))
  );
}

/** The stored record (version 1), or undefined for anything else. */
function persistedStateOf(value: unknown): PersistedAuth | undefined {
  if (!isRecord(value) || value.version !== AUTH_STORAGE_VERSION || !isRecord(value.state)) return undefined;
  const { user, userType, isAuthenticated } = value.state;
  if (user !== null && !isStoredUser(user)) return undefined;
  if (userType !== null && !isUserType(userType)) return undefined;
  if (typeof isAuthenticated !== 'boolean') return undefined;
  return { user, userType, isAuthenticated };
}

const SIGNED_OUT: PersistedAuth = { user: null, userType: null, isAuthenticated: false };

/**
 * Reads the persisted auth state (version 1); anything else counts as signed out, and so does having no storage
 * (the prerenderer renders pages as a visitor who is not signed in).
 */
export function readPersistedAuth(storage: Storage | undefined = globalThis.localStorage): PersistedAuth {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.auth);
    if (!raw) return SIGNED_OUT;
    return persistedStateOf(JSON.parse(raw)) ?? SIGNED_OUT;
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
