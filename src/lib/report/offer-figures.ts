/**
 * The season's offers by tier, by the report's one definition of an offer (countsAsOffer: a rescinded offer was
 * never really made, and an off-campus claim counts once confirmed). The season page showed every offer issued,
 * rescinded ones too, where the report left them out (20 against 21 on the demo): now the tiers and the
 * off-campus offers add up to the report's "Offers", and the rescinded ones are counted apart, said as such.
 */
import { TIER_VALUES, type Tier } from '../season/tiers';
import { countsAsOffer } from './branch-figures';
import type { ReportStudent } from './report-input';

interface TierOffers {
  tier: Tier;
  /** Offers made in the tier (countsAsOffer). */
  offers: number;
  /** Of those, the ones the student accepted. */
  accepted: number;
  /** Offers of the tier rescinded: not counted among its offers. */
  rescinded: number;
}

export interface SeasonOfferFigures {
  byTier: TierOffers[];
  /** Confirmed off-campus and pre-placement offers: offers like the others, with no tier of the season's. */
  offCampus: number;
}

export function seasonOfferFigures(students: readonly ReportStudent[]): SeasonOfferFigures {
  const byTier = TIER_VALUES.map((tier): TierOffers => ({ tier, offers: 0, accepted: 0, rescinded: 0 }));
  let offCampus = 0;
  for (const offer of students.flatMap((student) => student.offers)) {
    const row = byTier.find((entry) => entry.tier === offer.tier);
    if (offer.status === 'rescinded') {
      if (row) row.rescinded += 1;
      continue;
    }
    if (!countsAsOffer(offer)) continue;
    if (!row) {
      offCampus += 1;
      continue;
    }
    row.offers += 1;
    if (offer.status === 'accepted') row.accepted += 1;
  }
  return { byTier, offCampus };
}
