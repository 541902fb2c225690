/**
 * Request and response shapes of signing in and out, the session check and password recovery (spec section 7; the
 * calls are in session-endpoints.ts). Every page may check the session, so this file stays small: the
 * registration forms' shapes are in registration-contract.ts.
 */
import type { Infer } from 'superstruct';
import { array, enums, object, optional, string, type } from './schema-kit';
import { MEMBER_ROLE_KEYS } from '../committee/role-keys';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { USER_NAME_FIELDS, type UserNameField } from '../user-types';
import { EmailSchema as Email, TextUpTo, UserTypeSchema } from './contract-fields';
import { AnswerText } from './tolerant';

/** Which member of a college's committee or a company's team signed in, and where their role reaches. */
export const SessionMemberSchema = type({
  id: string(),
  role: enums(MEMBER_ROLE_KEYS),
  branches: optional(array(string())),
  rounds: optional(array(string())),
});
export type SessionMember = Infer<typeof SessionMemberSchema>;

/** The UI needs the e-mail (logout dialog) and a name; the other names are read when they are text. */
export const UserSchema = type({
  name: string(),
  email: string(),
  /** A college or company member (absent for a candidate, and from a server without committees: full access). */
  member: optional(SessionMemberSchema),
  ...(Object.fromEntries(USER_NAME_FIELDS.map((field) => [field, AnswerText])) as Record<
    UserNameField,
    typeof AnswerText
  >),
});
export type User = Infer<typeof UserSchema>;

export const LoginRequestSchema = object({
  type: UserTypeSchema,
  email: Email,
  password: TextUpTo(MAX.password),
});
export type LoginRequest = Infer<typeof LoginRequestSchema>;
export const SessionResponseSchema = type({ user: UserSchema, userType: UserTypeSchema });
export type SessionResponse = Infer<typeof SessionResponseSchema>;

export const ForgotPasswordRequestSchema = object({ email: Email, type: UserTypeSchema });
export type ForgotPasswordRequest = Infer<typeof ForgotPasswordRequestSchema>;
/** The reset screen sends only the password; the general path may add the type. */
export const ResetPasswordRequestSchema = object({
  password: TextUpTo(MAX.password),
  type: optional(UserTypeSchema),
});
