import { describe, expect, it } from 'vitest';
import { CONTACT_KEPT_DAYS, sharedUntil, sharingText, stillShared } from './contact-sharing';

const ENDED = '2026-12-01T06:30:00.000Z';
const DAY = 24 * 60 * 60 * 1000;

describe('how long a company sees a candidate’s contact details', () => {
  it('shares them while the application is in progress or selected, with no end', () => {
    for (const state of ['applied', 'shortlisted', 'waitlisted', 'selected'])
      expect(sharedUntil({ state, updatedAt: ENDED })).toBeUndefined();
  });

  it('keeps them 30 days after a withdrawal, a rejection or an absence, then stops', () => {
    expect(CONTACT_KEPT_DAYS).toBe(30);
    for (const state of ['withdrawn', 'rejected', 'absent']) {
      expect(sharedUntil({ state, updatedAt: ENDED })).toBe('2026-12-31T06:30:00.000Z');
      expect(stillShared({ state, updatedAt: ENDED }, Date.parse(ENDED) + 29 * DAY)).toBe(true);
      expect(stillShared({ state, updatedAt: ENDED }, Date.parse(ENDED) + 30 * DAY)).toBe(false);
    }
  });

  it('says until when, in the college’s time', () => {
    expect(sharingText('2026-12-31T06:30:00.000Z', 'Asia/Kolkata')).toBe('until 31 Dec 2026');
    expect(sharingText(undefined, 'Asia/Kolkata')).toBe('while your application is in progress');
  });
});
