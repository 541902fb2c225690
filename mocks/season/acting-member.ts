import type { MemberRole } from '@/lib/committee/roles';
import { memberSignedIn } from '../db/members';
import type { MockAccount, MockState } from '../db/state';

/** Who is acting, as a decision records it: the member, their name and their role (a key of MEMBER_ROLES). */
export interface ActingMember {
  memberId: string;
  name: string;
  role: MemberRole;
}

/** A signed-in account and the e-mail its session was started with (mocks/handlers/http/sessions.ts, SignedIn). */
interface SignedInAccount {
  account: MockAccount;
  session: { email: string };
}

/**
 * Who is acting for a signed-in college or company account: the member who signed in (by the session's e-mail).
 * Undefined for a candidate, or a member who has since been removed (whose sessions are already ended).
 */
export function actingMember(state: MockState, signedIn: SignedInAccount): ActingMember | undefined {
  const member = memberSignedIn(state, signedIn.account, signedIn.session.email);
  return member && { memberId: member.id, name: member.name, role: member.role };
}
