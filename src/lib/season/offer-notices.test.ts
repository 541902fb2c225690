import { describe, expect, it } from 'vitest';
import {
  applicationWithdrawnNotice,
  offerExpiredNotice,
  offerIssuedNotice,
  offerRescindedNotice,
} from './offer-notices';

const IST = 'Asia/Kolkata';
const offer = {
  companyName: 'Brightcircuit Labs',
  title: 'Embedded Systems Trainee',
  ctc: { fixed: 720_000, variable: 80_000, joiningBonus: 25_000 },
  tier: 'dream' as const,
  // 5:00 pm at the college.
  respondBy: '2026-12-01T11:30:00.000Z',
};

describe('offer notices', () => {
  it('an offer names the company, the role, the CTC and the respond-by time in the college’s zone', () => {
    expect(offerIssuedNotice(offer, IST)).toEqual({
      title: 'Offer from Brightcircuit Labs: Embedded Systems Trainee',
      text: 'Dream offer, CTC ₹8,25,000 (fixed ₹7,20,000 + variable ₹80,000 + joining bonus ₹25,000). Answer by 1 Dec 2026, 5:00 pm IST.',
    });
  });

  it('an expired or rescinded offer names the role too', () => {
    expect(offerExpiredNotice(offer, IST)).toEqual({
      title: 'Offer expired: Brightcircuit Labs, Embedded Systems Trainee',
      text: 'Your offer from Brightcircuit Labs for Embedded Systems Trainee had to be answered by 1 Dec 2026, 5:00 pm IST and expired unanswered.',
    });
    expect(offerRescindedNotice(offer, { by: 'company', wasAccepted: false, stillPlaced: false })).toEqual({
      title: 'Offer rescinded: Brightcircuit Labs, Embedded Systems Trainee',
      text: 'Brightcircuit Labs rescinded its offer for Embedded Systems Trainee.',
    });
  });

  it('a rescinded offer says who rescinded it and, when it was accepted, where the student stands now', () => {
    const byCell = offerRescindedNotice(offer, { by: 'tpo', wasAccepted: true, stillPlaced: false });
    expect(byCell.text).toBe(
      "The placement cell rescinded the offer from Brightcircuit Labs for Embedded Systems Trainee. You are back in the running: you may apply to drives and accept offers again, as the season's policy allows. Any application withdrawn when you accepted this offer stays withdrawn: apply again to those still open.",
    );
    expect(offerRescindedNotice(offer, { by: 'company', wasAccepted: true, stillPlaced: true }).text).toBe(
      'Brightcircuit Labs rescinded its offer for Embedded Systems Trainee. You remain placed through the other offer you accepted.',
    );
  });

  it('a rescinded offer quotes the reason given, without doubling its full stop', () => {
    const facts = {
      by: 'company',
      wasAccepted: false,
      stillPlaced: false,
      reason: 'The team was disbanded. ',
    } as const;
    expect(offerRescindedNotice(offer, facts).text).toBe(
      'Brightcircuit Labs rescinded its offer for Embedded Systems Trainee: The team was disbanded.',
    );
  });

  it('two withdrawals from one company differ by their role', () => {
    const firmware = {
      companyName: 'Voltline Embedded Systems',
      title: 'Firmware Engineer',
      tier: 'dream' as const,
    };
    const validation = { ...firmware, title: 'Firmware Validation Engineer', tier: 'regular' as const };
    const first = applicationWithdrawnNotice(firmware, offer);
    const second = applicationWithdrawnNotice(validation, offer);
    expect(first.title).toBe('Application withdrawn: Voltline Embedded Systems, Firmware Engineer');
    expect(first.text).toBe(
      "You accepted the Dream offer from Brightcircuit Labs (Embedded Systems Trainee). This season's policy no longer allows your application to Voltline Embedded Systems for Firmware Engineer, a Dream drive, so it was withdrawn.",
    );
    expect(second.title).not.toBe(first.title);
    expect(second.text).toContain('Firmware Validation Engineer, a Regular drive');
  });
});
