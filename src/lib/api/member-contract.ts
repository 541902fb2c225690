/**
 * The committee's shapes (docs/api.md, 'Members and roles'): a college's or company's members, an invitation and
 * the change of a member's role, branches or rounds. Roles and permissions are src/lib/committee/roles.ts.
 */
import type { Infer } from 'superstruct';
import { MEMBER_ROLE_KEYS } from '../committee/role-keys';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { EmailSchema, TextUpTo } from './contract-fields';
import { array, boolean, enums, object, optional, size, string, type } from './schema-kit';

/** A branch code ('CSE') or a round as `driveId/roundId`: short text. */
const Key = size(string(), 1, 120);
const Keys = size(array(Key), 0, 200);

export const MemberRoleSchema = enums(MEMBER_ROLE_KEYS);

export const MemberSchema = type({
  id: string(),
  name: string(),
  email: string(),
  role: MemberRoleSchema,
  branches: optional(array(string())),
  rounds: optional(array(string())),
  /** Registered the college or company: signs in with its password. */
  founding: boolean(),
  /** Invited, and has not yet set a password. */
  pending: boolean(),
});
export type MemberView = Infer<typeof MemberSchema>;

export const MemberListSchema = type({ members: array(MemberSchema) });

export const MemberInviteSchema = object({
  email: EmailSchema,
  name: TextUpTo(MAX.personName),
  role: MemberRoleSchema,
  branches: optional(Keys),
  rounds: optional(Keys),
});
export type MemberInvite = Infer<typeof MemberInviteSchema>;

export const MemberChangeSchema = object({
  role: MemberRoleSchema,
  branches: optional(Keys),
  rounds: optional(Keys),
});
export type MemberChange = Infer<typeof MemberChangeSchema>;

export const MemberAnswerSchema = type({ member: MemberSchema });

/** What an invitation link is for, shown before the member sets a password. */
export const InvitationSchema = type({
  name: string(),
  email: string(),
  role: MemberRoleSchema,
  organisationName: string(),
  organisation: enums(['college', 'company'] as const),
});

export const AcceptInvitationSchema = object({ password: TextUpTo(MAX.password) });
