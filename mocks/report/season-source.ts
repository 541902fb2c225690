/**
 * What the report reads of the season's tables (mocks/db/season-state.ts): offers and the drives' company names
 * (enrolments through season-lookup's enrolmentOf), narrowed to the fields it uses so the report depends on nothing else the season keeps.
 */
import type { OfferState } from '@/lib/season/machines';
import type { Ctc } from '@/lib/season/money';
import type { Tier } from '@/lib/season/tiers';
import type { MockState } from '../db/state';

export interface SeasonOfferSource {
  id: string;
  driveId: string;
  collegeId: string;
  rollNumber: string;
  ctc: Ctc;
  state: OfferState;
  tier: Tier;
  issuedAt: string;
  answeredAt?: string;
}

export function seasonSource(state: MockState): {
  offers: readonly SeasonOfferSource[];
  drives: readonly { id: string; companyName: string }[];
} {
  return { offers: state.offers, drives: state.drives };
}
