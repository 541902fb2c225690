import { describe, expect, it } from 'vitest';
import { DRIVE_STATES, OFFER_STATES } from './machines';
import { offerAnswerRefusal, offerApplicationRefusal, offerDriveRefusal } from './offer-steps';
import { describeStepReason } from './step-reasons';

const IST = 'Asia/Kolkata';

describe('issuing an offer', () => {
  it('only on a drive that makes offers; elsewhere with the state and the states that would', () => {
    expect(offerDriveRefusal('open')).toBeUndefined();
    expect(offerDriveRefusal('in-progress')).toBeUndefined();
    const refused = DRIVE_STATES.filter((state) => offerDriveRefusal(state));
    expect(refused).toEqual(['draft', 'proposed', 'closed', 'declined', 'cancelled']);
    const closed = offerDriveRefusal('closed')!;
    expect(closed).toEqual({
      code: 'drive_closed',
      reasons: [{ rule: 'driveState', value: 'closed', allowed: ['open', 'in-progress'] }],
    });
    expect(describeStepReason(closed.reasons[0]!, IST)).toBe(
      'This drive is closed: this is allowed only while it is open for applications or running its rounds',
    );
  });

  it('only to a selected applicant without a live offer', () => {
    expect(offerApplicationRefusal('selected', [])).toBeUndefined();
    expect(offerApplicationRefusal('selected', ['rescinded', 'declined', 'expired'])).toBeUndefined();
    expect(offerApplicationRefusal('shortlisted', [])).toEqual({
      code: 'not_selected',
      reasons: [{ rule: 'applicationState', value: 'shortlisted', allowed: ['selected'] }],
    });
    expect(offerApplicationRefusal('selected', ['rescinded', 'accepted'])).toEqual({
      code: 'offer_exists',
      reasons: [{ rule: 'offerExists', state: 'accepted' }],
    });
  });
});

describe('answering an offer', () => {
  const respondBy = '2026-12-01T11:30:00.000Z';
  const at = Date.parse(respondBy);

  it('until its respond-by time, then refused with that time', () => {
    expect(offerAnswerRefusal({ state: 'issued', respondBy }, at - 1)).toBeUndefined();
    const late = offerAnswerRefusal({ state: 'issued', respondBy }, at);
    expect(late).toEqual({ code: 'offer_expired', reasons: [{ rule: 'respondByPassed', respondBy }] });
    expect(describeStepReason(late!.reasons[0]!, IST)).toBe(
      'The offer had to be answered by 1 Dec 2026, 5:00 pm IST',
    );
  });

  it('an offer the server already expired is refused at any time; other states are the machine’s to refuse', () => {
    expect(offerAnswerRefusal({ state: 'expired', respondBy }, at - 86_400_000)?.code).toBe('offer_expired');
    for (const state of OFFER_STATES.filter((entry) => entry !== 'issued' && entry !== 'expired'))
      expect(offerAnswerRefusal({ state, respondBy }, at + 1)).toBeUndefined();
  });
});
