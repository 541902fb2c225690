import type { Offer } from '@/lib/api/offer-contract';
import type { AcceptEffectView } from '@/lib/api/student-offer-contract';
import type { StudentDrive } from '@/lib/api/student-season-contract';
import { DEFAULT_COLLEGE_TIME_ZONE } from '@/lib/season/college-time';

/** Test data for the season's cards, with overrides. */
export function studentDrive(overrides: Partial<StudentDrive> = {}): StudentDrive {
  return {
    drive: {
      id: 'drive-1',
      collegeId: 'college-1',
      collegeName: 'Demo College',
      companyName: 'Voltline Embedded Systems',
      title: 'Firmware Engineer',
      location: 'Bengaluru',
      ctc: { fixed: 700_000, variable: 100_000, joiningBonus: 50_000 },
      ctcTotal: 850_000,
      tier: 'dream',
      tierPolicyVersion: 1,
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      timeZone: DEFAULT_COLLEGE_TIME_ZONE,
      state: 'open',
      proposedBy: 'tpo',
      applicantCount: 10,
      roundCount: 3,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
    decision: { eligible: true, reasons: [], policyVersion: 1, decidedAt: '2026-11-27T00:00:00.000Z' },
    ...overrides,
  };
}

export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'offer-1',
    driveId: 'drive-1',
    applicationId: 'application-1',
    candidateId: 'acc-1',
    companyName: 'Orbit Robotics',
    title: 'Robotics Engineer',
    studentName: 'Ananya Rao',
    rollNumber: '1RV22EC001',
    ctc: { fixed: 900_000, variable: 0, joiningBonus: 0 },
    ctcTotal: 900_000,
    tier: 'dream',
    policyVersion: 1,
    location: 'Pune',
    joiningDate: '2027-07-01',
    respondBy: new Date(Date.now() + 86_400_000).toISOString(),
    timeZone: DEFAULT_COLLEGE_TIME_ZONE,
    state: 'issued',
    issuedAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

/** What accepting `offer()` does, as the server shows it: one Regular application withdrawn, Super Dream open. */
export function acceptEffect(overrides: Partial<AcceptEffectView> = {}): AcceptEffectView {
  return {
    tier: 'dream',
    placedIn: 'dream',
    offersHeld: 1,
    maxOffers: 2,
    withdraws: [
      {
        id: 'application-2',
        driveId: 'drive-2',
        companyName: 'Voltline Embedded Systems',
        title: 'Firmware Validation Engineer',
        tier: 'regular',
      },
    ],
    closesOffers: [],
    openTiers: ['super-dream'],
    closedBy: 'placedTier',
    ...overrides,
  };
}
