import { describe, expect, it } from 'vitest';
import { PROGRAMME_VALUES } from '../season/student-record';
import { branchRows } from './branch-figures';
import { seasonOfferFigures } from './offer-figures';
import type { ReportOffer, ReportStudent } from './report-input';

const offer = (overrides: Partial<ReportOffer>): ReportOffer => ({
  id: 'o',
  status: 'issued',
  source: 'campus',
  confirmed: true,
  fixed: 6_00_000,
  variable: 0,
  joiningBonus: 0,
  offeredOn: '2026-11-20',
  ...overrides,
});

const student = (offers: ReportOffer[]): ReportStudent => ({
  rollNumber: 'R',
  name: 'N',
  programme: PROGRAMME_VALUES[0]!,
  branch: 'CSE',
  graduationYear: 2026,
  optedIn: true,
  offers,
});

describe("the season's offers by tier", () => {
  const students = [
    student([offer({ tier: 'dream', status: 'accepted' }), offer({ tier: 'regular', status: 'rescinded' })]),
    student([offer({ tier: 'regular' }), offer({ source: 'pre-placement', status: 'accepted' })]),
    student([offer({ source: 'off-campus', status: 'accepted', confirmed: false })]),
  ];

  it('count an offer as the report does: rescinded ones apart, confirmed off-campus ones without a tier', () => {
    expect(seasonOfferFigures(students)).toEqual({
      byTier: [
        { tier: 'regular', offers: 1, accepted: 0, rescinded: 1 },
        { tier: 'dream', offers: 1, accepted: 1, rescinded: 0 },
        { tier: 'super-dream', offers: 0, accepted: 0, rescinded: 0 },
      ],
      offCampus: 1,
    });
  });

  it("add up to the report's offers for the same students", () => {
    const { byTier, offCampus } = seasonOfferFigures(students);
    const total = byTier.reduce((sum, row) => sum + row.offers, offCampus);
    expect(total).toBe(branchRows(students, ['CSE']).whole.offers);
  });
});
