import { describe, expect, it } from 'vitest';
import { ctcDistribution, offersByWeek } from './charts';
import { reportOffer, reportStudent } from '../../../tests/support/report-data';
import type { ReportOffer } from './report-input';

const offer = (fixed: number, offeredOn: string, extra: Partial<ReportOffer> = {}) =>
  reportOffer({ id: `${fixed}-${offeredOn}`, fixed, offeredOn, ...extra });
const student = (offers: ReportOffer[]) => reportStudent({ offers });

describe('ctcDistribution', () => {
  it('puts each placed graduate in the band from ≤ CTC < to, at the offer they count at', () => {
    const bands = ctcDistribution([
      student([offer(3_99_999, '2025-09-01')]),
      student([offer(4_00_000, '2025-09-01')]),
      student([offer(25_00_000, '2025-09-01')]),
      student([offer(9_00_000, '2025-09-01', { status: 'declined', acceptedOn: undefined })]),
    ]);
    expect(bands.map((band) => band.students)).toEqual([1, 1, 0, 0, 0, 1]);
  });

  it('bands the CTC the tier counts: a joining bonus included', () => {
    const bands = ctcDistribution([student([offer(5_80_000, '2025-09-01', { joiningBonus: 30_000 })])]);
    expect(bands.find((band) => band.students === 1)).toMatchObject({ from: 6_00_000, to: 8_00_000 });
  });
});

describe('offersByWeek', () => {
  it('counts offers by the Monday of their week, empty weeks included, leaving out rescinded and unconfirmed', () => {
    const weeks = offersByWeek([
      student([offer(5_00_000, '2025-09-03'), offer(6_00_000, '2025-09-07', { status: 'declined' })]),
      student([offer(7_00_000, '2025-09-22')]),
      student([offer(8_00_000, '2025-09-10', { status: 'rescinded' })]),
      student([offer(8_00_000, '2025-09-10', { source: 'off-campus', confirmed: false })]),
    ]);
    expect(weeks).toEqual([
      { weekStart: '2025-09-01', offers: 2 },
      { weekStart: '2025-09-08', offers: 0 },
      { weekStart: '2025-09-15', offers: 0 },
      { weekStart: '2025-09-22', offers: 1 },
    ]);
  });

  it('is empty with no offers', () => {
    expect(offersByWeek([student([])])).toEqual([]);
  });
});
