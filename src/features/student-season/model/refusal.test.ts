import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { refusalOf } from './refusal';
import { DEFAULT_COLLEGE_TIME_ZONE as IST } from '@/lib/season/college-time';

describe('refusalOf', () => {
  it("words each reason the server sent with the season's rules, with the student's value", () => {
    const error = new ApiError('http', {
      status: 409,
      code: 'ineligible',
      serverMessage: 'You are not eligible for this drive',
      reasons: [
        { rule: 'cgpa', value: 6.8, limit: 7 },
        { rule: 'placedTier', value: 'dream', allowed: ['super-dream'] },
      ],
    });
    expect(refusalOf(error, IST)).toEqual({
      message: 'You are not eligible for this drive',
      reasons: [
        "CGPA 6.8 is below this drive's 7.0",
        "You hold a Dream offer: this season's policy allows only Super Dream drives",
      ],
    });
  });

  it('words a late apply by its deadline, in the college time', () => {
    const error = new ApiError('http', {
      status: 409,
      code: 'deadline_passed',
      serverMessage: "This drive's application deadline has passed",
      reasons: [{ rule: 'deadlinePassed', deadline: '2026-12-05T11:30:00.000Z' }],
    });
    expect(refusalOf(error, IST)).toEqual({
      message: "This drive's application deadline has passed",
      reasons: ['Applications closed on 5 Dec 2026, 5:00 pm IST'],
    });
  });

  it('gives the message alone when the reasons are not of a shape the contract knows', () => {
    const error = new ApiError('http', {
      status: 409,
      code: 'ineligible',
      serverMessage: 'You are not eligible for this drive',
      reasons: [{ rule: 'no such rule' }],
    });
    expect(refusalOf(error, IST)).toEqual({ message: 'You are not eligible for this drive', reasons: [] });
  });

  it('words a refused state change, and gives the message alone when there are no reasons', () => {
    const refused = new ApiError('http', {
      status: 409,
      code: 'invalid_transition',
      serverMessage: 'This offer cannot change any more',
      reasons: [{ rule: 'noSuchTransition', machine: 'offer', from: 'expired', to: 'accepted' }],
    });
    expect(refusalOf(refused, IST).reasons).toEqual(['An offer cannot go from expired to accepted']);
    const plain = new ApiError('http', {
      status: 409,
      code: 'deadline_passed',
      serverMessage: 'Applications closed',
    });
    expect(refusalOf(plain, IST)).toEqual({ message: 'Applications closed', reasons: [] });
  });

  it('does not say the reasons twice when the message only repeats them', () => {
    const error = new ApiError('http', {
      status: 422,
      code: 'ineligible',
      serverMessage: "CGPA 6.8 is below this drive's 7.0; You have 1 active backlog; this drive allows none",
      reasons: [
        { rule: 'cgpa', value: 6.8, limit: 7 },
        { rule: 'activeBacklogs', value: 1, limit: 0 },
      ],
    });
    expect(refusalOf(error, IST)).toEqual({
      message: 'You are not eligible for this drive:',
      reasons: ["CGPA 6.8 is below this drive's 7.0", 'You have 1 active backlog; this drive allows none'],
    });
  });

  it("words a refused step's reasons, times in the college's zone (an offer answered too late)", () => {
    const late = new ApiError('http', {
      status: 409,
      code: 'offer_expired',
      serverMessage: 'This offer expired: its respond-by time has passed',
      reasons: [{ rule: 'respondByPassed', respondBy: '2026-12-01T11:30:00.000Z' }],
    });
    expect(refusalOf(late, IST)).toEqual({
      message: 'This offer expired: its respond-by time has passed',
      reasons: ['The offer had to be answered by 1 Dec 2026, 5:00 pm IST'],
    });
  });
});
