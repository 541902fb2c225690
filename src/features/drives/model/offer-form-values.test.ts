import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLEGE_TIME_ZONE as IST } from '@/lib/season/college-time';
import { buildOfferInput, offerFormErrors, offerFormFromDrive } from './offer-form-values';

const now = new Date('2026-11-27T10:00:00Z');
const drive = { ctc: { fixed: 900_000, variable: 100_000, joiningBonus: 0 }, location: 'Bengaluru' };

describe('the offer form', () => {
  it('starts from the drive, and becomes whole rupees and the answer-by time at the college', () => {
    const values = { ...offerFormFromDrive(drive), joiningDate: '2027-07-01', respondBy: '2026-12-05T17:00' };
    expect(offerFormErrors(values, now, IST)).toEqual({});
    expect(buildOfferInput('app-1', values, IST)).toEqual({
      applicationId: 'app-1',
      ctc: { fixed: 900_000, variable: 100_000, joiningBonus: 0 },
      location: 'Bengaluru',
      joiningDate: '2027-07-01',
      // 5:00 pm at an Indian college, whatever the zone of the company's device.
      respondBy: '2026-12-05T17:00:00+05:30',
    });
  });

  it('refuses a past answer-by time, a joining date before it, and pay in words', () => {
    const base = { ...offerFormFromDrive(drive), joiningDate: '2026-12-01', respondBy: '2026-12-05T17:00' };
    expect(offerFormErrors(base, now, IST).joiningDate).toBe(
      'The joining date must come after the answer-by date',
    );
    expect(offerFormErrors({ ...base, respondBy: '2026-11-01T10:00' }, now, IST).respondBy).toBe(
      'The answer-by time must be in the future',
    );
    expect(offerFormErrors({ ...base, fixed: 'nine lakh' }, now, IST).fixed).toMatch(
      /whole rupees in figures/,
    );
  });

  it("places the answer-by time in the college's zone: 4:00 pm IST has passed at 11:00 UTC", () => {
    const values = { ...offerFormFromDrive(drive), joiningDate: '2027-07-01', respondBy: '2026-11-27T16:00' };
    expect(offerFormErrors(values, new Date('2026-11-27T11:00:00Z'), IST).respondBy).toBe(
      'The answer-by time must be in the future',
    );
    expect(offerFormErrors(values, new Date('2026-11-27T10:00:00Z'), IST)).toEqual({});
  });
});
