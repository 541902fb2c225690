/**
 * The candidate's own profile (docs/api.md, 'Own profile'; the calls are in profile-endpoints.ts): what recruiters
 * and the eligibility rules use, with whom it is shared, the verified academic record, and what the student may
 * change.
 */
import type { Infer } from 'superstruct';
import { array, boolean, enums, integer, object, optional, size, string, type } from './schema-kit';
import { PROFILE_ITEMS } from '../season/profile-completeness';
import { PhoneSchema, TextUpTo } from './contract-fields';
import { ResumeInfoSchema } from './portal-contract';
import { IsoDateTimeSchema, TimeZoneSchema } from './season-fields';
import { StudentRecordSchema } from './student-record-contract';

/** What recruiters and the eligibility rules use, and how much of it the profile has. */
export const CompletenessSchema = type({
  percent: integer(),
  missing: array(enums(PROFILE_ITEMS)),
});

export const OwnProfileSchema = type({
  name: string(),
  email: string(),
  phone: string(),
  skills: array(string()),
  /** Whether companies may see contact details and resume without an application (off by default). */
  discoverable: boolean(),
  /**
   * The companies that see the contact details and resume today through an application, and until when
   * (`until` absent while the application is in progress; src/lib/season/contact-sharing.ts).
   */
  sharedWith: array(
    type({
      companyName: string(),
      kind: enums(['drive', 'job'] as const),
      title: string(),
      until: optional(IsoDateTimeSchema),
    }),
  ),
  resume: optional(ResumeInfoSchema),
  /** The batch record whose e-mail matches the account: verified by the placement cell, read-only. */
  record: optional(
    type({
      ...StudentRecordSchema.schema,
      collegeName: string(),
      /** The college's time zone, in which `verifiedAt` is read. */
      collegeTimeZone: TimeZoneSchema,
      verifiedAt: optional(string()),
    }),
  ),
  completeness: CompletenessSchema,
});
export type OwnProfile = Infer<typeof OwnProfileSchema>;
export const OwnProfileResponseSchema = type({ profile: OwnProfileSchema });

export const SKILLS_MAX = 30;
/** The longest single skill a profile takes (the profile form checks it before sending). */
export const SKILL_MAX_LENGTH = 40;
/** The fields a student may change; verified academic fields are not among them. */
export const OwnProfileUpdateSchema = object({
  phone: optional(PhoneSchema),
  skills: optional(size(array(TextUpTo(SKILL_MAX_LENGTH)), 0, SKILLS_MAX)),
  discoverable: optional(boolean()),
});
export type OwnProfileUpdate = Infer<typeof OwnProfileUpdateSchema>;
