/**
 * The student's offers as pages, and what accepting an offer does (issue 25: 'Offers say what
 * they do'; every list the contract returns is paged by the server). The acceptance's effect is computed by one
 * pure function (src/lib/season/accept-effect.ts) both when it is shown and when it is applied.
 */
import type { Infer } from 'superstruct';
import { array, enums, integer, optional, type } from './schema-kit';
import { PLACEMENT_RULES } from '../season/accept-effect';
import { OfferSchema } from './offer-contract';
import { pageOf } from './paging-contract';
import { TierSchema } from './season-fields';
import { AffectedSchema, SeasonReasonSchema } from './season-reasons-contract';

/** What accepting an offer does under the season's policy. */
const AcceptEffectSchema = type({
  /** The offer's tier. */
  tier: TierSchema,
  /** The best tier among the offers the student will hold. */
  placedIn: TierSchema,
  offersHeld: integer(),
  maxOffers: integer(),
  /** The student's active applications the server withdraws. */
  withdraws: array(AffectedSchema),
  /** Their other offers waiting for an answer that they could no longer accept. */
  closesOffers: array(AffectedSchema),
  /** Tiers of drives they may still apply to, lowest first; empty: none. */
  openTiers: array(TierSchema),
  /** The policy rule that closes the other tiers; absent when every tier stays open. */
  closedBy: optional(enums(PLACEMENT_RULES)),
});
export type AcceptEffectView = Infer<typeof AcceptEffectSchema>;

/**
 * One of the student's offers. While it waits for an answer: what accepting it would do, or, when the policy
 * would refuse the acceptance, why (the reasons of a 422 `policy_blocked`).
 */
const StudentOfferSchema = type({
  offer: OfferSchema,
  acceptEffect: optional(AcceptEffectSchema),
  acceptRefusal: optional(array(SeasonReasonSchema)),
});
export type StudentOffer = Infer<typeof StudentOfferSchema>;

/** The student's offers, those waiting for an answer first (soonest respond-by first), then the newest. */
export const StudentOfferPageSchema = type({
  ...pageOf(StudentOfferSchema).schema,
  /** How many offers wait for an answer, over every page. */
  waiting: integer(),
});

/** The answer to accepting or declining: the offer, and for an acceptance what it did. */
export const OfferAnswerResponseSchema = type({
  offer: OfferSchema,
  effect: optional(AcceptEffectSchema),
});
export type OfferAnswerResponse = Infer<typeof OfferAnswerResponseSchema>;
