import { roundKey } from '@/lib/committee/roles';
import { DEMO_MEMBER_LOGINS } from './demo-member-logins';
import type { MockMember } from './state';

const JOINED = '2026-01-06T09:00:00.000Z';

/** Where each demo member reaches: the coordinator's branches, the rounds a student coordinator or interviewer runs. */
const SCOPES: Readonly<Record<string, Pick<MockMember, 'branches' | 'rounds'>>> = {
  'mem-cse-coordinator': { branches: ['CSE', 'IT'] },
  'mem-student-coordinator': { rounds: [roundKey('drv-voltline-validation', 'drv-voltline-validation-r1')] },
  'mem-bc-interviewer': {
    rounds: [
      roundKey('drv-brightcircuit-embedded', 'drv-brightcircuit-embedded-r2'),
      roundKey('drv-brightcircuit-hw', 'drv-brightcircuit-hw-r3'),
    ],
  },
};

/** The demo's committee and Brightcircuit's interviewer, listed in the README; each signs in with the demo password. */
const DEMO_MEMBERS = DEMO_MEMBER_LOGINS.map((member) => ({ ...member, ...SCOPES[member.id] }));

export function createMemberSeed(password: { passwordHash: string; salt: string }): MockMember[] {
  return DEMO_MEMBERS.map((member) => ({
    ...member,
    // A founding member keeps the account's password.
    ...(member.id.startsWith('founder:') ? {} : password),
    invitedAt: JOINED,
    joinedAt: JOINED,
  }));
}
