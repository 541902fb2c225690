/**
 * What the report reads of the season's tables (mocks/db/season-state.ts): offers, the drives' company names and
 * enrolments. Read through these narrow shapes so the report depends on the few fields it uses and on nothing else
 * the season keeps.
 */
import type { EnrolmentState, OfferState } from '@/lib/season/machines';
import type { Ctc } from '@/lib/season/money';
import type { MockState } from '../db/state';

export interface SeasonOfferSource {
  id: string;
  driveId: string;
  collegeId: string;
  rollNumber: string;
  ctc: Ctc;
  state: OfferState;
  issuedAt: string;
  answeredAt?: string;
}

interface SeasonTablesSource {
  offers?: SeasonOfferSource[];
  drives?: { id: string; companyName: string }[];
  enrolments?: Record<string, Record<string, EnrolmentState>>;
}

export function seasonSource(state: MockState) {
  const season = state as MockState & SeasonTablesSource;
  return {
    offers: season.offers ?? [],
    drives: season.drives ?? [],
    enrolments: season.enrolments ?? {},
  };
}
