import type { UserType } from '@/lib/user-types';
import { hashPassword } from '../../mocks/db/crypto';
import { DEMO_PASSWORD } from '../../mocks/db/seed';
import type { MockStore } from '../../mocks/db/store';

/**
 * The roles the server's access tests walk: anonymous, the three candidate types, the demo company's lead and HR,
 * another company, the demo college's TPO and another college's TPO.
 */
export type Role =
  'anonymous' | 'student' | 'fresher' | 'professional' | 'lead' | 'hr' | 'otherCompany' | 'tpo' | 'otherTpo';

/** Another college's placement officer (the demo seeds one college): addOtherCollege makes the account. */
const OTHER_TPO_EMAIL = 'tpo@other-college.example.edu';

/** How each signed-in role signs in (all with the demo password). */
export const ROLE_LOGINS: Record<Exclude<Role, 'anonymous'>, [string, UserType]> = {
  student: ['student@example.com', 'student-college'],
  fresher: ['fresher@example.com', 'jobseeker-fresher'],
  professional: ['professional@example.com', 'working-professional'],
  lead: ['lead@example.com', 'company'],
  hr: ['hr@example.com', 'company'],
  otherCompany: ['lead@brightcircuit.example.com', 'company'],
  tpo: ['tpo@example.com', 'college'],
  otherTpo: [OTHER_TPO_EMAIL, 'college'],
};

export async function addOtherCollege(store: MockStore): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, '');
  await store.update((state) => {
    state.accounts.push({
      id: 'acc-other-college',
      type: 'college',
      emails: [OTHER_TPO_EMAIL],
      name: 'Prof. R. Iyer',
      collegeName: 'OTHER COLLEGE OF ENGINEERING',
      passwordHash,
      salt: '',
      createdAt: new Date().toISOString(),
    });
  });
}
