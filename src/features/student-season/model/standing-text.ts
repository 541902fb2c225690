import type { Standing } from '@/lib/api/student-season-contract';
import { bestTier } from '@/lib/season/policy';
import { tierLabel } from '@/lib/season/tiers';

/** Where the student stands in the season, in one sentence. */
export function standingText(standing: Pick<Standing, 'enrolment' | 'acceptedTiers'>): string {
  switch (standing.enrolment) {
    case 'available':
      return 'You are in the running: apply to any drive you are eligible for.';
    case 'placed': {
      const best = bestTier(standing.acceptedTiers);
      return best ? `You are placed, with a ${tierLabel(best)} offer.` : 'You are placed.';
    }
    case 'opted-out':
      return 'You are out of placements this season: no drive takes your application.';
    case 'blocked':
      return 'You are blocked from further drives this season.';
  }
}
