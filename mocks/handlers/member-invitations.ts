import { HttpResponse } from 'msw';
import { MEMBER_API } from '@/lib/api/member-endpoints';
import { isStrongPassword } from '@/lib/validation/rules';
import { hashPassword, randomId, secretDigest } from '../db/crypto';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { readBody } from './http/bodies';
import { errorResponse, weakPasswordResponse } from './http/errors';
import { route } from './http/route';

const invalidInvitation = () =>
  errorResponse(
    400,
    'This invitation link is invalid, used or expired. Ask whoever invited you to send a new one.',
    'invalid_invitation',
  );

/** The invitation a token opens, with its member and organisation; undefined when unknown, used or expired. */
function openInvitation(state: MockState, tokenKey: string) {
  const invite = Object.hasOwn(state.memberInvites, tokenKey) ? state.memberInvites[tokenKey] : undefined;
  if (!invite || invite.expiresAt < Date.now()) return undefined;
  const member = state.members.find((entry) => entry.id === invite.memberId && !entry.removedAt);
  const account = member && state.accounts.find((entry) => entry.id === member.accountId);
  return member && account && !member.joinedAt ? { member, account } : undefined;
}

const invitation = route(MEMBER_API.invitation, async ({ params }) => {
  const opened = openInvitation(await mockStore().read(), await secretDigest(String(params.token)));
  if (!opened) return invalidInvitation();
  const { member, account } = opened;
  return HttpResponse.json({
    name: member.name,
    email: member.email,
    role: member.role,
    organisationName: account.collegeName ?? account.companyName ?? account.name,
    organisation: account.type === 'company' ? 'company' : 'college',
  });
});

const accept = route(MEMBER_API.acceptInvitation, async ({ request, params }) => {
  const body = await readBody(request, MEMBER_API.acceptInvitation);
  const tokenKey = await secretDigest(String(params.token));
  if (!openInvitation(await mockStore().read(), tokenKey)) return invalidInvitation();
  if (!isStrongPassword(body.password)) return weakPasswordResponse();
  const salt = randomId(8);
  const passwordHash = await hashPassword(body.password, salt);
  // Checked again in the update: two tabs accepting at once use the link once.
  const accepted = await mockStore().update((state) => {
    const opened = openInvitation(state, tokenKey);
    delete state.memberInvites[tokenKey];
    if (!opened) return false;
    Object.assign(opened.member, { passwordHash, salt, joinedAt: new Date().toISOString() });
    return true;
  });
  return accepted
    ? HttpResponse.json({ message: 'Your password is set: sign in with your e-mail and it.' })
    : invalidInvitation();
});

export const memberInvitationHandlers = [invitation, accept];
