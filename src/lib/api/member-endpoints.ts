import {
  AcceptInvitationSchema,
  InvitationSchema,
  MemberAnswerSchema,
  MemberChangeSchema,
  MemberInviteSchema,
  MemberListSchema,
} from './member-contract';
import { MessageResponseSchema } from './contract-fields';
import { endpoint, notFound, type EndpointError } from './endpoint';

const ORGANISATIONS = ['college', 'company'] as const;
const LAST_FULL_ROLE: EndpointError = {
  status: 409,
  code: 'last_full_role',
  when: 'it would leave the college without a placement officer (a company without an admin)',
};
const BAD_SCOPE: EndpointError = {
  status: 422,
  code: 'invalid_request',
  when: "a department coordinator without branches, or a round that is not one of the organisation's drives",
};
const INVALID_INVITATION: EndpointError = {
  status: 400,
  code: 'invalid_invitation',
  when: 'the link is unknown, used or expired',
};

/**
 * The committee's calls (docs/api.md, 'Members and roles'): the placement officer (a company's admin) lists,
 * invites, changes and removes members; an invited member opens the link and sets a password.
 */
export const MEMBER_API = {
  members: endpoint({
    method: 'GET',
    path: '/members',
    summary: "The college's committee or the company's team, with each member's role.",
    response: MemberListSchema,
    access: ORGANISATIONS,
  }),
  inviteMember: endpoint({
    method: 'POST',
    path: '/members',
    summary: 'Invites a member by e-mail with a single-use link that expires in seven days.',
    body: { kind: 'json', schema: MemberInviteSchema },
    response: MemberAnswerSchema,
    status: 201,
    access: ORGANISATIONS,
    errors: [
      { status: 409, code: 'email_taken', when: 'the address already signs in to an account' },
      BAD_SCOPE,
    ],
  }),
  changeMember: endpoint({
    method: 'PATCH',
    path: '/members/:id',
    summary: "Changes a member's role, branches or assigned rounds.",
    body: { kind: 'json', schema: MemberChangeSchema },
    response: MemberAnswerSchema,
    access: ORGANISATIONS,
    errors: [notFound('member'), LAST_FULL_ROLE, BAD_SCOPE],
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/members/:id',
    summary: 'Removes a member and ends their sessions at once; their past decisions stay theirs.',
    response: MessageResponseSchema,
    access: ORGANISATIONS,
    errors: [notFound('member'), LAST_FULL_ROLE],
  }),
  invitation: endpoint({
    method: 'GET',
    path: '/member-invitations/:token',
    summary: 'What an invitation link is for: the member, the role and the college or company.',
    response: InvitationSchema,
    errors: [INVALID_INVITATION],
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/member-invitations/:token',
    summary: "Accepts an invitation: sets the member's password; the link cannot be used again.",
    body: { kind: 'json', schema: AcceptInvitationSchema },
    response: MessageResponseSchema,
    errors: [
      INVALID_INVITATION,
      { status: 400, code: 'weak_password', when: "the password breaks the spec's rule" },
    ],
  }),
};
