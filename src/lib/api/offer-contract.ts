/**
 * Offers as a drive's TPO or company makes and rescinds them and a student answers them (docs/api.md, 'Offers';
 * the calls are in offer-endpoints.ts and, for the student, student-season-endpoints.ts).
 */
import type { Infer } from 'superstruct';
import { array, enums, integer, object, optional, size, string, type } from './schema-kit';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { IsoDateSchema, TextUpTo } from './contract-fields';
import { pageOf } from './paging-contract';
import {
  CtcSchema,
  IsoDateTimeSchema,
  OfferStateSchema,
  ReasonForStudentSchema,
  TierSchema,
  TimeZoneSchema,
} from './season-fields';

export const OfferInputSchema = object({
  /** A selected application of the drive. */
  applicationId: string(),
  ctc: CtcSchema,
  location: TextUpTo(MAX.shortText),
  joiningDate: IsoDateSchema,
  respondBy: IsoDateTimeSchema,
});
export type OfferInput = Infer<typeof OfferInputSchema>;

export const OfferSchema = type({
  id: string(),
  driveId: string(),
  applicationId: string(),
  candidateId: optional(string()),
  companyName: string(),
  title: string(),
  studentName: string(),
  rollNumber: string(),
  ctc: CtcSchema,
  ctcTotal: integer(),
  /** Decided when the offer was issued, under `policyVersion`. */
  tier: TierSchema,
  policyVersion: integer(),
  location: string(),
  joiningDate: string(),
  respondBy: string(),
  /** The college's time zone: the respond-by time is read in it. */
  timeZone: TimeZoneSchema,
  state: OfferStateSchema,
  issuedAt: string(),
  answeredAt: optional(string()),
  /** Who rescinded the offer (the company or the placement cell), when, and why; only on a rescinded offer. */
  rescinded: optional(
    type({ by: enums(['tpo', 'company'] as const), at: string(), reason: optional(string()) }),
  ),
});
export type Offer = Infer<typeof OfferSchema>;
export const OfferResponseSchema = type({ offer: OfferSchema });
/** A drive's offers, newest first, a page at a time. */
export const OfferPageSchema = pageOf(OfferSchema);

/** The student's answer to an offer. */
export const OfferAnswerSchema = object({
  state: enums(['accepted', 'declined'] as const),
  /**
   * Accepting: the ids of the applications the student was shown it withdraws (the offer's `acceptEffect`). When
   * they are no longer what it withdraws (a second tab, a new application), nothing is accepted: 409
   * `accept_changed` with the new list. May be left out only when it withdraws nothing.
   */
  withdraws: optional(size(array(size(string(), 1, MAX.shortText)), 0, 500)),
});
/** A company or the TPO rescinds an offer, always with the reason the student will read. */
export const OfferRescindSchema = object({
  state: enums(['rescinded'] as const),
  reason: ReasonForStudentSchema,
});
