import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '@/lib/api/round-contract';
import { recordSummary } from './record-text';

const counts = { advanced: 3, selected: 0, waitlisted: 0, absent: 1, rejected: 2 };
const published: RoundRecord = {
  id: 'rrec-1',
  at: '2026-11-28T12:30:00Z',
  action: 'published',
  by: { role: 'company', name: 'Voltline Embedded Systems', email: 'lead@example.com' },
  counts,
  notPlaced: 2,
};

describe("a round's history in words", () => {
  it('says who published what, by count, and how many entries were not placed', () => {
    expect(recordSummary(published)).toBe(
      'Published by Voltline Embedded Systems (company, lead@example.com): 3 advanced, 1 absent, 2 not selected; 2 entries not placed',
    );
  });

  it('says who corrected whom, from what to what', () => {
    expect(
      recordSummary({
        ...published,
        action: 'corrected',
        by: { role: 'tpo', name: 'Dr. Meera Kulkarni', email: 'tpo@example.com' },
        correction: { rollNumber: '1RV22CS0001', from: 'absent', to: 'advanced' },
      }),
    ).toBe(
      'Corrected by Dr. Meera Kulkarni (placement officer, tpo@example.com): 1RV22CS0001 from absent to advanced',
    );
  });
});
