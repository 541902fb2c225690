import { describe, expect, it } from 'vitest';
import {
  changedParts,
  describeDriveChanged,
  driveChangedSince,
  nextVersion,
  type DriveEdit,
} from './drive-version';

describe("a drive's version", () => {
  it('names the parts that differ, whatever the order of an object’s keys', () => {
    const rounds = [{ id: 'r1', order: 1, kind: 'test', date: '2026-12-09', time: '09:30' }];
    const reordered = [{ time: '09:30', date: '2026-12-09', kind: 'test', order: 1, id: 'r1' }];
    expect(changedParts({ title: 'A', rounds }, { title: 'A', rounds: reordered })).toEqual([]);
    expect(
      changedParts({ title: 'A', deadline: 'x', rounds }, { title: 'B', deadline: 'y', rounds }),
    ).toEqual(['title', 'deadline']);
    expect(changedParts({ vacancies: 3 }, {})).toEqual(['vacancies']);
  });

  it('rises with each change and keeps what changed; a save that changes nothing keeps the version', () => {
    const drive: { version?: number; edits?: DriveEdit[] } = {};
    nextVersion(drive, []);
    expect(drive).toEqual({});
    nextVersion(drive, ['title']);
    nextVersion(drive, ['state']);
    expect(drive).toEqual({
      version: 3,
      edits: [
        { version: 2, parts: ['title'] },
        { version: 3, parts: ['state'] },
      ],
    });
  });

  it('refuses an edit made on an older version with everything changed since, in reading order', () => {
    const drive = {
      version: 4,
      edits: [
        { version: 2, parts: ['rounds'] },
        { version: 3, parts: ['deadline', 'title'] },
        { version: 4, parts: ['rounds'] },
      ] as DriveEdit[],
    };
    expect(driveChangedSince(drive, 4)).toBeUndefined();
    expect(driveChangedSince(drive, undefined)).toBeUndefined();
    expect(driveChangedSince(drive, 2)).toEqual({
      rule: 'driveVersion',
      base: 2,
      current: 4,
      changed: ['title', 'deadline', 'rounds'],
    });
    expect(driveChangedSince({}, 1)).toBeUndefined();
  });

  it('says what changed and that nothing of the person’s was lost', () => {
    expect(
      describeDriveChanged({
        rule: 'driveVersion',
        base: 1,
        current: 3,
        changed: ['ctc', 'deadline', 'rounds'],
      }),
    ).toBe(
      'Someone else saved this drive after you opened it: they changed the CTC, the deadline and the rounds. ' +
        'Nothing of yours was saved, and your changes are still in the form: save again to put yours in place of ' +
        'theirs, or cancel to see theirs.',
    );
    expect(describeDriveChanged({ rule: 'driveVersion', base: 1, current: 30, changed: [] })).toMatch(
      /they changed some of its terms\./,
    );
  });
});
