import { describe, expect, it } from 'vitest';
import {
  addToDraft,
  describeResults,
  draftSize,
  draftToInput,
  draftToPreview,
  EMPTY_DRAFT,
  overrideText,
} from './results-draft';

describe('a round results draft', () => {
  it('keeps each student in one list: the last decision wins, spelled either way', () => {
    let draft = addToDraft(EMPTY_DRAFT, 'advance', ['1RV21CS001', '1RV21CS002']);
    draft = addToDraft(draft, 'absent', ['1rv21cs002', 'a@b.in']);
    draft = addToDraft(draft, 'advance', ['1RV21CS001']);
    expect(draft).toMatchObject({ advance: ['1RV21CS001'], waitlist: [], absent: ['1rv21cs002', 'a@b.in'] });
    expect(draftSize(draft)).toBe(3);
  });

  it('remembers the list an entry left, and says so until it goes back', () => {
    let draft = addToDraft(EMPTY_DRAFT, 'advance', ['1RV21CS001', '1RV21CS002']);
    draft = addToDraft(draft, 'absent', ['1rv21cs001']);
    expect(overrideText(draft, '1rv21cs001', 'absent')).toBe('was advance, now absent');
    expect(overrideText(draft, '1RV21CS002', 'advance')).toBeUndefined();
    // Moved on again: still what was first chosen.
    draft = addToDraft(draft, 'waitlist', ['1RV21CS001']);
    expect(overrideText(draft, '1RV21CS001', 'waitlist')).toBe('was advance, now waitlisted');
    draft = addToDraft(draft, 'advance', ['1RV21CS001']);
    expect(overrideText(draft, '1RV21CS001', 'advance')).toBeUndefined();
    expect(draft.overridden).toEqual({});
  });

  it('sends only the lists that hold someone, and the rest turned down with the number the preview showed', () => {
    const draft = addToDraft(EMPTY_DRAFT, 'advance', ['X1']);
    expect(draftToInput(draft, 72)).toEqual({ advance: ['X1'], rejectRest: true, notSelected: 72 });
    expect(draftToInput(draft, undefined)).toEqual({ advance: ['X1'] });
  });

  it('asks for a preview only when there is something to publish, with the view it is published from', () => {
    expect(draftToPreview(EMPTY_DRAFT, false, { branch: 'ECE' })).toBeUndefined();
    expect(draftToPreview(EMPTY_DRAFT, true, { branch: 'ECE' })).toEqual({
      rejectRest: true,
      view: { branch: 'ECE' },
    });
    const draft = addToDraft(EMPTY_DRAFT, 'absent', ['X2']);
    expect(draftToPreview(draft, false, {})).toEqual({ absent: ['X2'], view: {} });
  });

  it('reports every entry the server could not place', () => {
    expect(
      describeResults({
        roundId: 'r1',
        advanced: 2,
        selected: 0,
        waitlisted: 0,
        absent: 1,
        rejected: 10,
        unknown: ['ZZ999', 'nobody@x.in'],
        notInRound: ['1RV21CS009'],
        publishedAt: '2026-11-27T10:00:00Z',
      }),
    ).toEqual([
      'Published: 2 students advanced, 1 student marked absent, 10 students not selected.',
      '2 entries match no applicant of this drive: ZZ999, nobody@x.in.',
      '1 applicant is not in this round: 1RV21CS009.',
    ]);
  });
});
