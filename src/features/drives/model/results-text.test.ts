import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { viewText } from '../components/applicants/applicant-filters';
import { correctedText, targetLabel } from './correction-text';
import { advanceTitle, notInRoundWhy, restText } from './results-preview-text';
import { resultsErrorMessage, resultsRefusalOf } from './results-refusal';
import { DEFAULT_COLLEGE_TIME_ZONE as IST } from '@/lib/season/college-time';

const SECOND = { order: 2, last: false };

describe('a results preview in words', () => {
  it('names where the advancing go, and why an entry is not in the round', () => {
    expect(advanceTitle({ last: false, next: { order: 3, kind: 'hr-interview' } })).toBe(
      'Advance to round 3 (HR interview)',
    );
    expect(advanceTitle({ last: true })).toBe('Selected');
    expect(notInRoundWhy('rejected', 0, 2)).toBe('not selected in an earlier round');
    expect(notInRoundWhy('absent', 1, 2)).toBe('already marked absent in this round');
    expect(notInRoundWhy('shortlisted', 2, 2)).toBe('already cleared this round');
    expect(notInRoundWhy('withdrawn', 0, 2)).toBe('withdrew from the drive');
    expect(notInRoundWhy('applied', 0, 3)).toBe('still in round 1');
  });

  it('says what becomes of everyone else, and how many of them are out of view', () => {
    expect(restText({ total: 68, outsideView: 60 }, false, 'Branch ECE')).toBe(
      "Nobody else's result changes: the 68 others still in this round stay in it.",
    );
    expect(restText({ total: 68, outsideView: 60 }, true, 'Branch ECE')).toBe(
      '68 students still in this round will be told they are not selected, 60 of them outside the current view (Branch ECE).',
    );
    expect(restText({ total: 1, outsideView: 1 }, true, '')).toBe(
      '1 student still in this round will be told they are not selected.',
    );
    expect(restText({ total: 0, outsideView: 0 }, true, '')).toBe(
      "Nobody else is waiting for this round's result.",
    );
  });

  it('words the table filter as the publisher set it', () => {
    expect(viewText({ branch: 'ECE', state: 'shortlisted', query: ' ' })).toBe(
      'Branch ECE, Status Shortlisted',
    );
    expect(viewText({})).toBe('');
  });
});

describe('a correction in words', () => {
  it('names the results to choose from and what was done', () => {
    expect(targetLabel('advance', SECOND)).toBe('Advances to round 3');
    expect(targetLabel('advance', { order: 3, last: true })).toBe('Selected');
    expect(targetLabel('reject', SECOND)).toBe('Not selected');
    expect(correctedText({ name: 'Ananya Rao', to: 'advanced', changed: true }, SECOND)).toBe(
      'Corrected: Ananya Rao now advances to round 3. Ananya Rao is told.',
    );
    expect(correctedText({ name: 'Ananya Rao', to: 'rejected', changed: true }, SECOND)).toBe(
      'Corrected: Ananya Rao is now not selected. Ananya Rao is told.',
    );
    expect(correctedText({ name: 'Ananya Rao', to: 'absent', changed: false }, SECOND)).toBe(
      'Ananya Rao already had this result: nothing changed.',
    );
  });
});

describe('a refused publication or correction', () => {
  it('says the reasons in words, with the answer', () => {
    const error = new ApiError('http', {
      status: 409,
      code: 'results_changed',
      serverMessage:
        'Nothing was published: the number of students to turn down is not the one you were shown',
      reasons: [{ rule: 'notSelectedCount', confirmed: 72, count: 70 }],
    });
    expect(resultsRefusalOf(error, IST)).toEqual({
      message: 'Nothing was published: the number of students to turn down is not the one you were shown',
      reasons: [
        'You confirmed 72 students not selected, but 70 are in the round now: the round changed since the preview, so nothing was published',
      ],
      answer: 'HTTP 409 · results_changed',
    });
    expect(resultsErrorMessage(error)).toMatch(/^Nothing was published: .* You confirmed 72 students/);
  });

  it('words a step the machine forbids', () => {
    const error = new ApiError('http', {
      status: 409,
      code: 'invalid_transition',
      serverMessage: 'Refused',
      reasons: [{ rule: 'noSuchTransition', machine: 'application', from: 'withdrawn', to: 'shortlisted' }],
    });
    expect(resultsRefusalOf(error, IST).reasons).toEqual([
      'An application cannot go from withdrawn to shortlisted',
    ]);
  });

  it('does not say a reason twice when the message says it already', () => {
    const error = new ApiError('http', {
      status: 409,
      code: 'offer_exists',
      serverMessage: 'Not corrected: the applicant already has an offer for this drive (issued)',
      reasons: [{ rule: 'offerExists', state: 'issued' }],
    });
    expect(resultsRefusalOf(error, IST)).toMatchObject({ reasons: [], answer: 'HTTP 409 · offer_exists' });
  });
});
