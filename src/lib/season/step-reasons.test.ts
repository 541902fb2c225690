import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLEGE_TIME_ZONE } from './college-time';
import { RESULTS_DRIVE_STATES } from './phases';
import { describeStepReason } from './step-reasons';

const IST = DEFAULT_COLLEGE_TIME_ZONE;

describe('reasons of a refused step', () => {
  it('name the time in the college zone', () => {
    expect(describeStepReason({ rule: 'deadlinePassed', deadline: '2026-12-05T11:30:00.000Z' }, IST)).toBe(
      'Applications closed on 5 Dec 2026, 5:00 pm IST',
    );
    expect(describeStepReason({ rule: 'respondByPassed', respondBy: '2026-12-05T12:30:00Z' }, IST)).toBe(
      'The offer had to be answered by 5 Dec 2026, 6:00 pm IST',
    );
  });

  it('name the state and the states that would allow the step', () => {
    expect(
      describeStepReason({ rule: 'driveState', value: 'closed', allowed: [...RESULTS_DRIVE_STATES] }, IST),
    ).toBe(
      'This drive is closed: this is allowed only while it is open for applications or running its rounds',
    );
    expect(
      describeStepReason({ rule: 'applicationState', value: 'rejected', allowed: ['selected'] }, IST),
    ).toBe('The application is rejected: this is allowed only when it is selected');
    expect(describeStepReason({ rule: 'offerExists', state: 'accepted' }, IST)).toBe(
      'The applicant already has an offer for this drive (accepted)',
    );
  });

  it("say why a round's results cannot be corrected or published", () => {
    expect(describeStepReason({ rule: 'roundClosed', order: 1, next: 2 }, IST)).toBe(
      "Round 1's results can no longer be corrected: round 2's results are published",
    );
    expect(describeStepReason({ rule: 'roundNotPublished', order: 2 }, IST)).toBe(
      'Round 2 has no published results to correct yet',
    );
    expect(describeStepReason({ rule: 'notInRound', order: 3, roundReached: 1 }, IST)).toBe(
      'The applicant did not reach round 3 (cleared 1 round)',
    );
    expect(describeStepReason({ rule: 'notSelectedCount', confirmed: 72, count: 70 }, IST)).toBe(
      'You confirmed 72 students not selected, but 70 are in the round now: the round changed since the preview, so nothing was published',
    );
    expect(describeStepReason({ rule: 'notSelectedCount', confirmed: null, count: 1 }, IST)).toBe(
      'Turning down everyone else needs the count you were shown (1 student now): preview the results first',
    );
  });
});

describe('reasons of a refusal that names what is already there', () => {
  it('say when the student applied, and how long a company sees contact details', () => {
    expect(
      describeStepReason(
        { rule: 'alreadyApplied', state: 'shortlisted', appliedAt: '2026-11-16T19:34:00Z' },
        IST,
      ),
    ).toBe('You applied to this drive on 17 Nov 2026, and that application is shortlisted');
    expect(describeStepReason({ rule: 'contactNotShared', keptDays: 30 }, IST)).toMatch(
      /ended within 30 days, unless they chose to be discoverable$/,
    );
  });
});
