import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { DEFAULT_COLLEGE_TIME_ZONE } from '@/lib/season/college-time';
import { offerRefusalOf } from './offer-refusal';

/** Times are written in the college's zone (none of these reasons carries one). */
const wordsOf = (error: unknown) => offerRefusalOf(error, DEFAULT_COLLEGE_TIME_ZONE);

const refused = (code: string, reasons: unknown[], serverMessage = 'Refused') =>
  new ApiError('http', { status: 409, code, serverMessage, reasons });

describe('offerRefusalOf', () => {
  it('words each refusal of an offer from its reasons, with the answer', () => {
    expect(wordsOf(refused('offer_exists', [{ rule: 'offerExists', state: 'issued' }]))).toEqual({
      message: 'The server refused the offer:',
      reasons: ['The applicant already has an offer for this drive (issued)'],
      answer: 'HTTP 409 · offer_exists',
    });
    expect(
      wordsOf(
        refused('drive_closed', [{ rule: 'driveState', value: 'closed', allowed: ['open', 'in-progress'] }]),
      ).reasons,
    ).toEqual([
      'This drive is closed: this is allowed only while it is open for applications or running its rounds',
    ]);
    expect(
      wordsOf(
        refused('not_selected', [{ rule: 'applicationState', value: 'waitlisted', allowed: ['selected'] }]),
      ).reasons,
    ).toEqual(['The application is waitlisted: this is allowed only when it is selected']);
    expect(
      wordsOf(
        refused('invalid_transition', [
          { rule: 'noSuchTransition', machine: 'offer', from: 'expired', to: 'rescinded' },
        ]),
      ).reasons,
    ).toHaveLength(1);
  });

  it("keeps the server's message when it sends no reasons, and says nothing of an answer that never came", () => {
    expect(wordsOf(refused('forbidden', [], 'Not your drive'))).toEqual({
      message: 'Not your drive',
      reasons: [],
      answer: 'HTTP 409 · forbidden',
    });
    expect(wordsOf(new ApiError('network')).answer).toBeUndefined();
  });
});
