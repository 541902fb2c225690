/**
 * What accepting an offer does (issue 25, 'Offers say what they do'): which of the student's applications the
 * policy then withdraws, which of their other offers they could no longer accept, and which tiers of drives stay
 * open to them. One pure function, called by the server when it shows the effect (GET /student/offers) and when it
 * applies it (PATCH /student/offers/:id), so what the student is shown and what is done cannot differ.
 */
import { countText } from '../count-text';
import {
  bestTier,
  policyReasons,
  type PolicyReason,
  type PolicySettings,
  type SeasonStanding,
} from './policy';
import type { AffectedApplication, StepReason } from './step-reasons';
import { TIER_VALUES, tierLabel, type Tier } from './tiers';
import { andList } from '../text/and-list';

/** The rules that follow from holding offers; absences and opting out do not change when an offer is accepted. */
export const PLACEMENT_RULES = ['offerCap', 'placedTier', 'placedNoMore'] as const;
type PlacementRule = (typeof PLACEMENT_RULES)[number];
type PlacementReason = Extract<PolicyReason, { rule: PlacementRule }>;

const isPlacementReason = (reason: PolicyReason): reason is PlacementReason =>
  (PLACEMENT_RULES as readonly string[]).includes(reason.rule);

/** Why the offers a student holds stop them from a drive (or an offer) of `tier`. */
function placementReasons(policy: PolicySettings, standing: SeasonStanding, tier: Tier): PlacementReason[] {
  return policyReasons(policy, standing, tier).filter(isPlacementReason);
}

/**
 * Why the policy refuses accepting an offer of `tier`: the offers already held, or opting out. Absences block
 * applying, not accepting an offer the student already won.
 */
export function acceptRefusal(policy: PolicySettings, standing: SeasonStanding, tier: Tier): PolicyReason[] {
  return policyReasons(policy, standing, tier).filter(
    (reason) => isPlacementReason(reason) || reason.rule === 'optedOut',
  );
}

/** An application or an offer as the effect needs it: its drive's tier (whatever else the caller keeps). */
export interface Tiered {
  tier: Tier;
}

export interface AcceptEffect<A extends Tiered, O extends Tiered> {
  /** The accepted offer's tier. */
  tier: Tier;
  /** The best tier among the offers the student will hold. */
  placedIn: Tier;
  /** Accepted offers the student will hold, and the most the policy allows. */
  offersHeld: number;
  maxOffers: number;
  /** Active applications the policy no longer allows: withdrawn by the server. */
  withdraws: A[];
  /** Other offers waiting for an answer that the student could no longer accept. */
  closesOffers: O[];
  /** Tiers of drives the student may still apply to, lowest first (empty: none). */
  openTiers: Tier[];
  /** The rule that closes the other tiers (absent when every tier stays open). */
  closedBy?: PlacementRule;
}

/**
 * The effect of accepting an offer of `tier`, given the policy, where the student stands before accepting, their
 * active applications other than the offer's own, and their other offers waiting for an answer.
 */
export function acceptEffect<A extends Tiered, O extends Tiered>(
  policy: PolicySettings,
  standing: SeasonStanding,
  tier: Tier,
  activeApplications: readonly A[],
  otherOffers: readonly O[],
): AcceptEffect<A, O> {
  const after: SeasonStanding = { ...standing, acceptedTiers: [...standing.acceptedTiers, tier] };
  const reasonFor = (driveTier: Tier) => placementReasons(policy, after, driveTier)[0];
  const openTiers = TIER_VALUES.filter((driveTier) => !reasonFor(driveTier));
  // Every rule closes a run of tiers from the bottom, so the lowest tier tells which rule closes them.
  const closedBy = reasonFor(TIER_VALUES[0]!)?.rule;
  return {
    tier,
    placedIn: bestTier(after.acceptedTiers)!,
    offersHeld: after.acceptedTiers.length,
    maxOffers: policy.maxOffers,
    withdraws: activeApplications.filter((application) => !openTiers.includes(application.tier)),
    closesOffers: otherOffers.filter((offer) => !openTiers.includes(offer.tier)),
    openTiers,
    ...(closedBy ? { closedBy } : {}),
  };
}

const joinTiers = (tiers: readonly Tier[]) => andList(tiers.map(tierLabel));

type EffectWords = Pick<
  AcceptEffect<Tiered, Tiered>,
  'tier' | 'placedIn' | 'offersHeld' | 'maxOffers' | 'openTiers' | 'closedBy'
>;

/** Which drives the student may apply to after accepting, in plain words. */
export function describeOpenDrives(effect: EffectWords): string {
  const { openTiers, closedBy } = effect;
  if (!closedBy) return 'You may still apply to drives of every tier.';
  if (closedBy === 'offerCap')
    return `You will then hold ${countText(effect.offersHeld, 'accepted offer')}, the most this season's policy allows: you may not apply to further drives.`;
  if (closedBy === 'placedNoMore')
    return "This season's policy allows no further drives once you accept an offer: you may not apply to further drives.";
  if (!openTiers.length)
    return `${tierLabel(effect.placedIn)} is the highest tier: you may not apply to further drives.`;
  const closed = TIER_VALUES.filter((tier) => !openTiers.includes(tier)).reverse();
  const scope =
    effect.placedIn === effect.tier
      ? 'this tier and lower'
      : `the ${tierLabel(effect.placedIn)} tier and lower`;
  return `You may then apply only to ${joinTiers(openTiers)} drives: ${joinTiers(closed)} drives (${scope}) are closed to you.`;
}

/** The whole effect in sentences, for a text without lists (a notification, the offer card's summary). */
export function describeAcceptEffect(effect: EffectWords & { withdraws: readonly unknown[] }): string {
  const placed = `You will be placed in the ${tierLabel(effect.placedIn)} tier.`;
  const count = effect.withdraws.length;
  const withdrawn = count
    ? `${count === 1 ? 'One application' : `${count} applications`} will be withdrawn.`
    : 'None of your applications will be withdrawn.';
  return `${placed} ${describeOpenDrives(effect)} ${withdrawn}`;
}

/**
 * Why an acceptance must not go ahead: it is pinned to the applications the student was shown it withdraws
 * (`confirmed`, their ids), as publishing a round is pinned to the count its preview showed. Left out, it may be
 * only when nothing is withdrawn. A second tab or a new application since then changes the list: the student sees
 * the new one and confirms again.
 */
export function acceptWithdrawsRefusal(
  withdraws: readonly AffectedApplication[],
  confirmed: readonly string[] | undefined,
): StepReason | undefined {
  const ids = new Set(withdraws.map((entry) => entry.id));
  const same =
    confirmed === undefined
      ? ids.size === 0
      : new Set(confirmed).size === ids.size && confirmed.every((id) => ids.has(id));
  if (same) return undefined;
  return {
    rule: 'acceptWithdrawsChanged',
    confirmed: confirmed ? [...confirmed] : null,
    withdraws: [...withdraws],
  };
}
