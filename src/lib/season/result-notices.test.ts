import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLEGE_TIME_ZONE } from './college-time';
import { absenceNotice, correctionNotice, resultNotice, type NoticeContext } from './result-notices';

const CONTEXT: NoticeContext = {
  companyName: 'Voltline Embedded Systems',
  title: 'Firmware Validation Engineer',
  round: { order: 1, kind: 'test', date: '2026-12-07', time: '09:30', link: 'https://meet.example.com/r1' },
  next: { order: 2, kind: 'technical-interview', date: '2026-12-09', time: '11:00', venue: 'Seminar Hall 2' },
  zone: DEFAULT_COLLEGE_TIME_ZONE,
};

describe("a round's notifications", () => {
  it('name the company, the role and the round, and the next round in the college’s time', () => {
    expect(resultNotice('advanced', CONTEXT)).toEqual({
      kind: 'shortlisted',
      title: 'Shortlisted: Voltline Embedded Systems',
      text: 'Firmware Validation Engineer: you cleared round 1 (Online test). Next: round 2 (Technical interview), 9 Dec 2026, 11:00 am IST, Seminar Hall 2.',
    });
    expect(resultNotice('rejected', CONTEXT)).toMatchObject({
      kind: 'rejected',
      title: 'Not selected: Voltline Embedded Systems',
      text: 'Firmware Validation Engineer: you did not clear round 1 (Online test).',
    });
    expect(resultNotice('waitlisted', CONTEXT)?.text).toBe(
      'Firmware Validation Engineer: you are on the waitlist after round 1 (Online test).',
    );
    expect(resultNotice('selected', { ...CONTEXT, next: undefined })?.title).toBe(
      'Selected: Voltline Embedded Systems',
    );
    expect(resultNotice('absent', CONTEXT)).toBeUndefined();
  });

  it('say what a correction changed', () => {
    expect(correctionNotice('absent', 'advanced', CONTEXT)).toEqual({
      kind: 'result-corrected',
      title: 'Result corrected: Voltline Embedded Systems',
      text: 'Firmware Validation Engineer, round 1 (Online test): your result was corrected from “absent” to “cleared”. Next: round 2 (Technical interview), 9 Dec 2026, 11:00 am IST, Seminar Hall 2.',
    });
    expect(correctionNotice('advanced', 'waitlisted', CONTEXT).text).toBe(
      'Firmware Validation Engineer, round 1 (Online test): your result was corrected from “cleared” to “waitlisted”.',
    );
  });
});

describe('an absence, told at once', () => {
  it('names the round and its time, counts the absences and says what another does under the policy', () => {
    expect(absenceNotice(CONTEXT, { absences: 1, limit: 2 })).toEqual({
      kind: 'absent',
      title: 'Marked absent: Voltline Embedded Systems',
      text: "Firmware Validation Engineer: you were marked absent from round 1 (Online test), 7 Dec 2026, 9:30 am IST. You have missed 1 round this season. Under this season's policy, one more absence blocks you from further drives. If you were there, ask the placement cell to correct it.",
    });
    expect(absenceNotice(CONTEXT, { absences: 1, limit: 4 }).text).toContain(
      "You have missed 1 round this season. Under this season's policy, 3 more absences block you from further drives.",
    );
    expect(absenceNotice(CONTEXT, { absences: 2, limit: 2 }).text).toContain(
      "You have missed 2 rounds this season. Under this season's policy, missing 2 rounds blocks you from further drives.",
    );
    expect(absenceNotice(CONTEXT, { absences: 3, limit: 0 }).text).toContain(
      "Under this season's policy, missing a round does not block you from other drives.",
    );
  });

  it('says the same when a correction marks a student absent', () => {
    expect(correctionNotice('advanced', 'absent', CONTEXT, { absences: 1, limit: 2 }).text).toBe(
      "Firmware Validation Engineer, round 1 (Online test): your result was corrected from “cleared” to “absent”. You have missed 1 round this season. Under this season's policy, one more absence blocks you from further drives.",
    );
  });
});
