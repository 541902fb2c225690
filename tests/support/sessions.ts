import type { UserType } from '../../src/lib/user-types';
import { SESSION_COOKIE_NAME } from '../../src/lib/storage-keys';
import { call } from './api';
import { forgetCookie } from './cookies';

const DEMO_PASSWORD = 'Demo@2026';

/** Signs in through the mock (msw keeps the session cookie in the document's jar, as a browser would). */
export async function signInAs(email: string, type: UserType, password = DEMO_PASSWORD): Promise<void> {
  const response = await call('POST', '/user/login', { json: { type, email, password } });
  if (response.status !== 200) throw new Error(`Could not sign in ${email}: ${response.status}`);
}

/** Forgets the session cookie: the next calls are anonymous. */
export function signOutLocally(): void {
  forgetCookie(SESSION_COOKIE_NAME);
}

export const AS = {
  student: () => signInAs('student@example.com', 'student-college'),
  fresher: () => signInAs('fresher@example.com', 'jobseeker-fresher'),
  professional: () => signInAs('professional@example.com', 'working-professional'),
  voltline: () => signInAs('lead@example.com', 'company'),
  otherCompany: () => signInAs('lead@brightcircuit.example.com', 'company'),
  tpo: () => signInAs('tpo@example.com', 'college'),
} as const;

/** A job body the dashboard's Post New Job form could send. */
export function jobInput(overrides: Record<string, unknown> = {}) {
  const closing = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    role: 'pcb_designer',
    title: 'Senior PCB Designer',
    description: 'Six-layer boards for motor controllers.',
    min_salary: 8,
    max_salary: 12,
    location: 'Bengaluru',
    openings: 2,
    closing_date: closing,
    ...overrides,
  };
}
