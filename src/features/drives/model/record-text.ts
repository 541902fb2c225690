/** One entry of a round's history in words: who, in which role, and what they published or corrected. Pure. */
import { countText } from '@/lib/count-text';
import type { RoundRecord } from '@/lib/api/round-contract';
import { ROUND_OUTCOMES } from '@/lib/season/round-results';
import { STANDING_LABELS } from './correction-text';

const ROLE_WORDS: Record<RoundRecord['by']['role'], string> = {
  tpo: 'placement officer',
  company: 'company',
};

export function recordSummary(record: RoundRecord): string {
  const who = `${record.by.name} (${ROLE_WORDS[record.by.role]}, ${record.by.email})`;
  if (record.action === 'corrected' && record.correction) {
    const { rollNumber, from, to } = record.correction;
    return `Corrected by ${who}: ${rollNumber} from ${STANDING_LABELS[from]} to ${STANDING_LABELS[to]}`;
  }
  const counts = ROUND_OUTCOMES.filter((outcome) => record.counts[outcome] > 0).map(
    (outcome) => `${record.counts[outcome]} ${STANDING_LABELS[outcome]}`,
  );
  const unplaced = record.notPlaced;
  return `Published by ${who}: ${counts.length ? counts.join(', ') : 'no changes'}${
    unplaced ? `; ${countText(unplaced, 'entry')} not placed` : ''
  }`;
}
