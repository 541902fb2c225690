/**
 * A student's eligibility decision for one drive: the drive's rules and the season's policy together, with the
 * policy version it was decided under. An application keeps this snapshot, so a later policy change shows what
 * was decided then instead of rewriting it.
 */
import {
  describeEligibilityReason,
  eligibilityReasons,
  type DriveRules,
  type EligibilityReason,
} from './eligibility';
import {
  describePolicyReason,
  policyReasons,
  type PolicyReason,
  type SeasonPolicy,
  type SeasonStanding,
} from './policy';
import type { StudentRecord } from './student-record';
import type { Tier } from './tiers';

export type SeasonReason = EligibilityReason | PolicyReason;

export interface EligibilityDecision {
  eligible: boolean;
  reasons: SeasonReason[];
  policyVersion: number;
  decidedAt: string;
}

export interface DecisionInput {
  record: StudentRecord | undefined;
  rules: DriveRules;
  policy: SeasonPolicy;
  standing: SeasonStanding;
  driveTier: Tier;
  at: string;
}

/** The drive's rules first (what the student cannot change), then the policy's. */
export function decideEligibility(input: DecisionInput): EligibilityDecision {
  const reasons: SeasonReason[] = [
    ...eligibilityReasons(input.record, input.rules),
    ...policyReasons(input.policy, input.standing, input.driveTier),
  ];
  return {
    eligible: reasons.length === 0,
    reasons,
    policyVersion: input.policy.version,
    decidedAt: input.at,
  };
}

const POLICY_RULES = new Set<SeasonReason['rule']>([
  'offerCap',
  'placedTier',
  'placedNoMore',
  'absences',
  'blockedByTpo',
  'optedOut',
]);

export function isPolicyReason(reason: SeasonReason): reason is PolicyReason {
  return POLICY_RULES.has(reason.rule);
}

/** Any reason in plain words, addressed to the student. */
export function describeReason(reason: SeasonReason, zone: string): string {
  return isPolicyReason(reason) ? describePolicyReason(reason, zone) : describeEligibilityReason(reason);
}
