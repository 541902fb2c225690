import { roundKey } from '@/lib/committee/roles';
import { foundingMemberId } from './members';
import type { MockMember } from './state';

const JOINED = '2026-01-06T09:00:00.000Z';
const COLLEGE = 'acc-college';
const VOLTLINE = 'acc-company';
const BRIGHTCIRCUIT = 'acc-co-brightcircuit';

/** The demo's committee and Brightcircuit's interviewer, listed in the README; each signs in with the demo password. */
export const DEMO_MEMBERS: readonly Omit<MockMember, 'passwordHash' | 'salt' | 'invitedAt' | 'joinedAt'>[] = [
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
    branches: ['CSE', 'IT'],
  },
  {
    id: 'mem-student-coordinator',
    accountId: COLLEGE,
    email: 'student.coordinator@example.com',
    name: 'Rohan Desai',
    role: 'studentCoordinator',
    rounds: [roundKey('drv-voltline-validation', 'drv-voltline-validation-r1')],
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
    rounds: [
      roundKey('drv-brightcircuit-embedded', 'drv-brightcircuit-embedded-r2'),
      roundKey('drv-brightcircuit-hw', 'drv-brightcircuit-hw-r3'),
    ],
  },
];

export function createMemberSeed(password: { passwordHash: string; salt: string }): MockMember[] {
  return DEMO_MEMBERS.map((member) => ({
    ...member,
    // A founding member keeps the account's password.
    ...(member.id.startsWith('founder:') ? {} : password),
    invitedAt: JOINED,
    joinedAt: JOINED,
  }));
}
