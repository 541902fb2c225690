import { FULL_ROLE, type MemberAccess, type MemberRole } from '@/lib/committee/roles';
import { foundingMemberId } from './member-ids';
import type { MockAccount, MockMember, MockState } from './state';

/** A member as the handlers see them: a row, or the founding member an account's own e-mail stands for. */
export interface Member extends MemberAccess {
  id: string;
  accountId: string;
  email: string;
  name: string;
  role: MemberRole;
  /** Registered the organisation: signs in with the account's password. */
  founding: boolean;
  /** Invited and not yet joined: cannot sign in. */
  pending: boolean;
}

const isOrganisation = (account: MockAccount): account is MockAccount & { type: 'college' | 'company' } =>
  account.type === 'college' || account.type === 'company';

function memberOfRow(row: MockMember, account: MockAccount): Member {
  return {
    id: row.id,
    accountId: row.accountId,
    email: row.email,
    name: row.name,
    role: row.role,
    ...(row.branches ? { branches: row.branches } : {}),
    ...(row.rounds ? { rounds: row.rounds } : {}),
    founding: account.emails.includes(row.email),
    pending: !row.joinedAt && !account.emails.includes(row.email),
  };
}

function foundingMember(account: MockAccount & { type: 'college' | 'company' }, email: string): Member {
  return {
    id: foundingMemberId(account.id, email),
    accountId: account.id,
    email,
    name: account.name,
    role: FULL_ROLE[account.type],
    founding: true,
    pending: false,
  };
}

/** The organisation's current members (founding ones first), without those removed. */
export function membersOf(state: MockState, account: MockAccount): Member[] {
  if (!isOrganisation(account)) return [];
  const rows = state.members.filter((row) => row.accountId === account.id);
  const founders = account.emails
    .filter((email) => !rows.some((row) => row.email === email))
    .map((email) => foundingMember(account, email));
  return [...founders, ...rows.filter((row) => !row.removedAt).map((row) => memberOfRow(row, account))];
}

/**
 * Who signs in with this e-mail to this account: its member (founding or invited), or undefined when they were
 * removed or have not joined. Undefined too for a candidate's account, which has no members.
 */
export function memberSignedIn(state: MockState, account: MockAccount, email: string): Member | undefined {
  const member = membersOf(state, account).find((entry) => entry.email === email);
  return member && !member.pending ? member : undefined;
}

/** The row of a member, written for a founding member the first time their role changes or they are removed. */
export function memberRow(state: MockState, account: MockAccount, memberId: string): MockMember | undefined {
  const row = state.members.find((entry) => entry.accountId === account.id && entry.id === memberId);
  if (row) return row;
  const founder = membersOf(state, account).find((entry) => entry.founding && entry.id === memberId);
  if (!founder) return undefined;
  const written: MockMember = {
    id: founder.id,
    accountId: account.id,
    email: founder.email,
    name: founder.name,
    role: founder.role,
    invitedAt: account.createdAt,
    joinedAt: account.createdAt,
  };
  state.members.push(written);
  return written;
}

/** The members who hold the organisation's full role and can sign in (the last cannot be removed or demoted). */
export function fullRoleHolders(state: MockState, account: MockAccount): Member[] {
  if (!isOrganisation(account)) return [];
  const fullRole = FULL_ROLE[account.type];
  return membersOf(state, account).filter((member) => member.role === fullRole && !member.pending);
}

/**
 * The password an e-mail signs in to the account with: an invited member's own, or the account's for a founding
 * member and a candidate; undefined for a member who cannot sign in (removed, or not yet joined).
 */
export function passwordOf(
  state: MockState,
  account: MockAccount,
  email: string,
): { passwordHash: string; salt: string } | undefined {
  if (!isOrganisation(account)) return account;
  const member = memberSignedIn(state, account, email);
  if (!member) return undefined;
  const row = state.members.find((entry) => entry.id === member.id);
  return row?.passwordHash !== undefined ? { passwordHash: row.passwordHash, salt: row.salt ?? '' } : account;
}
