import type { MemberRole } from '@/lib/committee/role-keys';
import { foundingMemberId } from './member-ids';

/**
 * Who the demo's committee and Brightcircuit's interviewer are, as the sign-in page lists them (README): no season
 * data here, so the demo's public pages do not load the season's seed (./seed-members.ts adds where each reaches).
 */
export interface DemoMemberLogin {
  id: string;
  accountId: string;
  email: string;
  name: string;
  role: MemberRole;
}

const COLLEGE = 'acc-college';
const VOLTLINE = 'acc-company';
const BRIGHTCIRCUIT = 'acc-co-brightcircuit';

export const DEMO_MEMBER_LOGINS: readonly DemoMemberLogin[] = [
  {
    id: 'mem-second-officer',
    accountId: COLLEGE,
    email: 'officer2@example.com',
    name: 'Prof. Arvind Hegde',
    role: 'placementOfficer',
  },
  {
    id: 'mem-cse-coordinator',
    accountId: COLLEGE,
    email: 'cse.coordinator@example.com',
    name: 'Dr. Kavitha Menon',
    role: 'departmentCoordinator',
  },
  {
    id: 'mem-student-coordinator',
    accountId: COLLEGE,
    email: 'student.coordinator@example.com',
    name: 'Rohan Desai',
    role: 'studentCoordinator',
  },
  {
    id: 'mem-report-viewer',
    accountId: COLLEGE,
    email: 'reports@example.com',
    name: 'Sunita Rao',
    role: 'reportViewer',
  },
  // Voltline's HR signs in with the company's password, as before, now as a recruiter: the lead is its admin.
  {
    id: foundingMemberId(VOLTLINE, 'hr@example.com'),
    accountId: VOLTLINE,
    email: 'hr@example.com',
    name: 'Neha Kapoor',
    role: 'recruiter',
  },
  {
    id: 'mem-bc-interviewer',
    accountId: BRIGHTCIRCUIT,
    email: 'interviewer@brightcircuit.example.com',
    name: 'Farhan Qureshi',
    role: 'interviewer',
  },
];
