import { describe, expect, it } from 'vitest';
import { ROUND_API } from '@/lib/api/round-endpoints';
import { roundResultsKind, roundResultsKindFor } from './round-results-kind';

describe('round results as a queued kind', () => {
  it('is found by its form id, one per side, and nothing else is', () => {
    expect(roundResultsKindFor('round-results:college')?.formHref).toBe('/college/drives');
    expect(roundResultsKindFor('round-results:company')?.formHref).toBe('/company/drives');
    expect(roundResultsKindFor('college')).toBeUndefined();
  });

  it('reads an answer as published, naming the entries that matched nobody', () => {
    const kind = roundResultsKind('college');
    expect(kind.endpoint).toBe(ROUND_API.roundResults);
    expect(
      kind.readAnswer(
        {
          roundId: 'r1',
          advanced: 1,
          selected: 0,
          waitlisted: 0,
          absent: 0,
          rejected: 0,
          unknown: ['X9'],
          notInRound: [],
          publishedAt: '2026-11-27T10:00:00Z',
        },
        { advance: ['A1', 'X9'] },
      ),
    ).toEqual({
      accepted: true,
      message: 'Published: 1 student advanced.\n1 entry matches no applicant of this drive: X9.',
    });
  });
});
