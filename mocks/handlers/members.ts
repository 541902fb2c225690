import { HttpResponse } from 'msw';
import { MEMBER_API } from '@/lib/api/member-endpoints';
import type { MemberChange, MemberView } from '@/lib/api/member-contract';
import { FULL_ROLE, MEMBER_ROLES, roundKey, type MemberRole } from '@/lib/committee/roles';
import { emailKey } from '@/lib/match-keys';
import { joinInvitationHref } from '@/lib/routes';
import { SEASON_BRANCH_VALUES } from '@/lib/season/student-record';
import { randomId, secretDigest } from '../db/crypto';
import { fullRoleHolders, memberRow, membersOf, type Member } from '../db/members';
import { findAccountByEmail, type MockAccount, type MockState } from '../db/state';
import { mockStore } from '../db/store';
import { deliverMail } from '../mailbox';
import { COLLEGES_ONLY, COMPANIES_ONLY, requireAccount } from './access';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { route } from './http/route';

const ORGANISATIONS = [...COLLEGES_ONLY, ...COMPANIES_ONLY] as const;
/** Long enough for a busy faculty member to get to their mail; short enough that a lost link dies. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const view = (member: Member): MemberView => ({
  id: member.id,
  name: member.name,
  email: member.email,
  role: member.role,
  ...(member.branches ? { branches: [...member.branches] } : {}),
  ...(member.rounds ? { rounds: [...member.rounds] } : {}),
  founding: member.founding,
  pending: member.pending,
});

const organisationOf = (account: MockAccount) => (account.type === 'company' ? 'company' : 'college');

/**
 * The role with only the scope it uses (branches for a department coordinator, rounds for a round-scoped role),
 * or the refusal: a role of the other kind of organisation, a coordinator without branches, a round not theirs.
 */
function scopedRole(
  state: MockState,
  account: MockAccount,
  change: MemberChange,
): { role: MemberRole; branches?: string[]; rounds?: string[] } | Response {
  const role = MEMBER_ROLES[change.role];
  const refuse = (message: string) => errorResponse(422, message, 'invalid_request');
  if (role.organisation !== organisationOf(account))
    return refuse(`A ${role.label.toLowerCase()} is not a role of a ${organisationOf(account)}.`);
  if (role.scope === 'branches') {
    const branches = [...new Set(change.branches ?? [])];
    if (branches.length === 0) return refuse('Choose at least one branch for a department coordinator.');
    const unknown = branches.filter(
      (branch) => !(SEASON_BRANCH_VALUES as readonly string[]).includes(branch),
    );
    if (unknown.length) return refuse(`No such branch: ${unknown.join(', ')}.`);
    return { role: change.role, branches };
  }
  if (role.scope === 'rounds') {
    const own = new Set(
      state.drives
        .filter((drive) => (account.type === 'company' ? drive.companyId : drive.collegeId) === account.id)
        .flatMap((drive) => drive.rounds.map((round) => roundKey(drive.id, round.id))),
    );
    const rounds = [...new Set(change.rounds ?? [])];
    const unknown = rounds.filter((key) => !own.has(key));
    if (unknown.length) return refuse(`Not a round of your drives: ${unknown.join(', ')}.`);
    return { role: change.role, rounds };
  }
  return { role: change.role };
}

const lastFullRole = (account: MockAccount) =>
  errorResponse(
    409,
    account.type === 'company'
      ? 'The company needs at least one admin: make another member admin first.'
      : 'The college needs at least one placement officer: make another member placement officer first.',
    'last_full_role',
  );

/** Whether taking this member out of the full role would leave none. */
const isLastFullRole = (state: MockState, account: MockAccount, memberId: string) => {
  const holders = fullRoleHolders(state, account);
  return holders.length === 1 && holders[0]!.id === memberId;
};

const list = route(MEMBER_API.members, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, ORGANISATIONS);
  const state = await mockStore().read();
  return HttpResponse.json({ members: membersOf(state, account).map(view) });
});

const invite = route(MEMBER_API.inviteMember, async ({ cookies, request }) => {
  const { account } = await requireAccount(cookies, ORGANISATIONS);
  const body = await readBody(request, MEMBER_API.inviteMember);
  const email = emailKey(body.email);
  const token = randomId(24);
  const tokenKey = await secretDigest(token);
  const answer = await mockStore().update((state) => {
    if (findAccountByEmail(state, email))
      return errorResponse(409, 'This address already signs in to an account on the portal.', 'email_taken');
    const scoped = scopedRole(state, account, body);
    if (scoped instanceof Response) return scoped;
    const id = `mem-${randomId(8)}`;
    state.members.push({
      id,
      accountId: account.id,
      email,
      name: body.name.trim(),
      ...scoped,
      invitedAt: new Date().toISOString(),
    });
    state.memberInvites[tokenKey] = { memberId: id, expiresAt: Date.now() + INVITATION_TTL_MS };
    return membersOf(state, account).find((member) => member.id === id)!;
  });
  if (answer instanceof Response) return answer;
  deliverMail({
    to: email,
    text: `Demo mailbox: ${account.collegeName ?? account.companyName ?? account.name} invites ${email} to join as ${MEMBER_ROLES[answer.role].label.toLowerCase()}`,
    link: joinInvitationHref(token),
  });
  return HttpResponse.json({ member: view(answer) }, { status: 201 });
});

const memberNotFound = () => errorResponse(404, 'This member does not exist', 'not_found');

const change = route(MEMBER_API.changeMember, async ({ cookies, request, params }) => {
  const { account } = await requireAccount(cookies, ORGANISATIONS);
  const body = await readBody(request, MEMBER_API.changeMember);
  const memberId = String(params.id);
  const answer = await mockStore().update((state) => {
    if (!membersOf(state, account).some((member) => member.id === memberId)) return memberNotFound();
    const scoped = scopedRole(state, account, body);
    if (scoped instanceof Response) return scoped;
    if (scoped.role !== FULL_ROLE[organisationOf(account)] && isLastFullRole(state, account, memberId))
      return lastFullRole(account);
    const row = memberRow(state, account, memberId)!;
    delete row.branches;
    delete row.rounds;
    Object.assign(row, scoped);
    return membersOf(state, account).find((member) => member.id === memberId)!;
  });
  return answer instanceof Response ? answer : HttpResponse.json({ member: view(answer) });
});

const remove = route(MEMBER_API.removeMember, async ({ cookies, params }) => {
  const { account } = await requireAccount(cookies, ORGANISATIONS);
  const memberId = String(params.id);
  const answer = await mockStore().update((state) => {
    const member = membersOf(state, account).find((entry) => entry.id === memberId);
    if (!member) return memberNotFound();
    if (isLastFullRole(state, account, memberId)) return lastFullRole(account);
    memberRow(state, account, memberId)!.removedAt = new Date().toISOString();
    // Their sessions end now: the next call they make is not signed in.
    for (const [key, session] of Object.entries(state.sessions))
      if (session.accountId === account.id && session.email === member.email) delete state.sessions[key];
    for (const [key, invite] of Object.entries(state.memberInvites))
      if (invite.memberId === memberId) delete state.memberInvites[key];
    return member;
  });
  if (answer instanceof Response) return answer;
  return HttpResponse.json({ message: `${answer.name} was removed and signed out.` });
});

export const memberHandlers = [list, invite, change, remove];
