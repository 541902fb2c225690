import type { UserType } from '@/lib/user-types';

/** A sign-in account. Company accounts carry two e-mails (technical lead and HR); others one. */
export interface MockAccount {
  id: string;
  type: UserType;
  emails: string[];
  name: string;
  companyName?: string;
  collegeName?: string;
  /** SHA-256 of salt + password: the mock never keeps a password itself. */
  passwordHash: string;
  salt: string;
  createdAt: string;
}

export interface MockSession {
  accountId: string;
  email: string;
  createdAt: string;
}

export interface MockOtp {
  code: string;
  expiresAt: number;
}

export interface MockResetToken {
  accountId: string;
  email: string;
  type: UserType;
  expiresAt: number;
}

/** What a registration form sent, kept without its password, for the dashboards to show. */
export interface MockRegistration {
  id: string;
  kind: 'college' | 'company' | 'candidate';
  accountId: string;
  createdAt: string;
  data: Record<string, unknown>;
}

/** The whole mock database. Plain data, so it can be kept in memory or in IndexedDB as it is. */
export interface MockState {
  seedVersion: number;
  accounts: MockAccount[];
  sessions: Record<string, MockSession>;
  otps: Record<string, MockOtp>;
  verifiedEmails: Record<string, number>;
  resetTokens: Record<string, MockResetToken>;
  loginFailures: Record<string, number[]>;
  registrations: MockRegistration[];
  /** First answers to requests that carried an Idempotency-Key, replayed for repeats of the same key. */
  idempotency: Record<string, { status: number; body: unknown; path: string; at: number }>;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findAccountByEmail(state: MockState, email: string): MockAccount | undefined {
  const wanted = normalizeEmail(email);
  return state.accounts.find((account) => account.emails.includes(wanted));
}
