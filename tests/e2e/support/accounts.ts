import type { UserType } from '../../../src/lib/user-types';

/** The seeded demo accounts (mocks/db/seed.ts), as the README lists them. */
export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoLogin {
  email: string;
  type: UserType;
  loginPath: string;
  dashboardPath: string;
  name: string;
  /** The heading they land on: 'Overview', or 'Your rounds' for a student coordinator or an interviewer. */
  landing?: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    email: 'student@example.com',
    type: 'student-college',
    loginPath: '/login?type=student',
    dashboardPath: '/student/dashboard',
    name: 'Ananya Rao',
  },
  {
    email: 'fresher@example.com',
    type: 'jobseeker-fresher',
    loginPath: '/login',
    dashboardPath: '/student/dashboard',
    name: 'Rahul Verma',
  },
  {
    email: 'professional@example.com',
    type: 'working-professional',
    loginPath: '/login',
    dashboardPath: '/student/dashboard',
    name: 'Priya Nair',
  },
  {
    email: 'lead@example.com',
    type: 'company',
    loginPath: '/company/login',
    dashboardPath: '/company/dashboard',
    name: 'Vikram Shetty',
  },
  {
    email: 'hr@example.com',
    type: 'company',
    loginPath: '/company/login',
    dashboardPath: '/company/dashboard',
    // Voltline's recruiter (mocks/db/seed-members.ts): their own name, the company's password.
    name: 'Neha Kapoor',
  },
  {
    email: 'tpo@example.com',
    type: 'college',
    loginPath: '/college/login',
    dashboardPath: '/college/dashboard',
    name: 'Dr. Meera Kulkarni',
  },
  // The committee and Brightcircuit's interviewer (issue 35; mocks/db/seed-members.ts).
  ...(
    [
      ['officer2@example.com', 'college', 'Prof. Arvind Hegde'],
      ['cse.coordinator@example.com', 'college', 'Dr. Kavitha Menon'],
      ['student.coordinator@example.com', 'college', 'Rohan Desai'],
      ['reports@example.com', 'college', 'Sunita Rao'],
      ['interviewer@brightcircuit.example.com', 'company', 'Farhan Qureshi'],
    ] as const
  ).map(([email, type, name]) => ({
    email,
    type,
    loginPath: `/${type}/login`,
    dashboardPath: `/${type}/dashboard`,
    name,
    ...(/coordinator|interviewer/.test(email) && !email.startsWith('cse.') ? { landing: 'Your rounds' } : {}),
  })),
];

export function demoLogin(email: string): DemoLogin {
  const login = DEMO_LOGINS.find((candidate) => candidate.email === email);
  if (!login) throw new Error(`No demo login for ${email}`);
  return login;
}
