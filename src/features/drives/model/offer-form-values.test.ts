import { describe, expect, it } from 'vitest';
import { buildOfferInput, offerFormErrors, offerFormFromDrive } from './offer-form-values';

const now = new Date('2026-11-27T10:00:00Z');
const drive = { ctc: { fixed: 900_000, variable: 100_000, joiningBonus: 0 }, location: 'Bengaluru' };

describe('the offer form', () => {
  it('starts from the drive, and becomes whole rupees and ISO times', () => {
    const values = { ...offerFormFromDrive(drive), joiningDate: '2027-07-01', respondBy: '2026-12-05T17:00' };
    expect(offerFormErrors(values, now)).toEqual({});
    expect(buildOfferInput('app-1', values)).toEqual({
      applicationId: 'app-1',
      ctc: { fixed: 900_000, variable: 100_000, joiningBonus: 0 },
      location: 'Bengaluru',
      joiningDate: '2027-07-01',
      respondBy: new Date('2026-12-05T17:00').toISOString(),
    });
  });

  it('refuses a past answer-by time, a joining date before it, and pay in words', () => {
    const base = { ...offerFormFromDrive(drive), joiningDate: '2026-12-01', respondBy: '2026-12-05T17:00' };
    expect(offerFormErrors(base, now).joiningDate).toBe(
      'The joining date must come after the answer-by date',
    );
    expect(offerFormErrors({ ...base, respondBy: '2026-11-01T10:00' }, now).respondBy).toBe(
      'The answer-by time must be in the future',
    );
    expect(offerFormErrors({ ...base, fixed: 'nine lakh' }, now).fixed).toMatch(/whole rupees in figures/);
  });
});
