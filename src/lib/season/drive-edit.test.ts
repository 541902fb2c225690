import { describe, expect, it } from 'vitest';
import {
  describeDriveEditReason,
  driveEditLimits,
  driveEditProblems,
  isDriveEditable,
  type EditedDrive,
} from './drive-edit';
import { DRIVE_STATES } from './machines';
import { buildRecord } from './test-records';

const drive: EditedDrive = {
  ctc: { fixed: 600_000, variable: 50_000, joiningBonus: 0 },
  rounds: [
    { order: 1, kind: 'test', resultsPublishedAt: '2026-11-20T10:00:00.000Z' },
    { order: 2, kind: 'technical-interview' },
  ],
};
const sameTerms = {
  ctc: { ...drive.ctc },
  rules: { branches: [], graduationYears: [], minCgpa: 7 },
  rounds: [{ kind: 'test' as const }, { kind: 'technical-interview' as const }],
};
const applicants = [buildRecord({ cgpa: 7.2 }), buildRecord({ rollNumber: 'B', cgpa: 8.4 })];

describe('editing a drive', () => {
  it('allows edits only before the rounds start', () => {
    expect(DRIVE_STATES.filter(isDriveEditable)).toEqual(['draft', 'proposed', 'open']);
  });

  it('lets anything change while nobody has applied, except rounds with results', () => {
    const edit = {
      ctc: { fixed: 900_000, variable: 0, joiningBonus: 0 },
      rules: { branches: [], graduationYears: [], minCgpa: 9.5 },
      rounds: [{ kind: 'test' as const }],
    };
    expect(driveEditProblems(drive, edit, [])).toEqual([]);
  });

  it('keeps the CTC once students applied', () => {
    const edit = { ...sameTerms, ctc: { ...drive.ctc, variable: 0 } };
    expect(driveEditProblems(drive, edit, applicants)).toEqual([
      { rule: 'ctcFixed', applicants: 2, ctcTotal: 650_000 },
    ]);
    expect(driveEditProblems(drive, sameTerms, applicants)).toEqual([]);
  });

  it('refuses rules that shut out a student who applied, and counts them by rule', () => {
    const edit = { ...sameTerms, rules: { ...sameTerms.rules, minCgpa: 7.5 } };
    const [reason] = driveEditProblems(drive, edit, applicants);
    expect(reason).toEqual({
      rule: 'excludesApplicants',
      applicants: 2,
      excluded: 1,
      text: '1 of the 2 applicants; 1 below CGPA 7.5',
    });
    expect(describeDriveEditReason(reason!)).toContain('shut out 1 student who already applied');
    // Widening the rules is always allowed.
    const wider = { ...sameTerms, rules: { ...sameTerms.rules, minCgpa: 6 } };
    expect(driveEditProblems(drive, wider, applicants)).toEqual([]);
  });

  it('keeps a round with published results, with its kind', () => {
    const removed = { ...sameTerms, rounds: [] };
    const changed = { ...sameTerms, rounds: [{ kind: 'hr-interview' as const }] };
    for (const edit of [removed, changed])
      expect(driveEditProblems(drive, edit, [])).toEqual([
        { rule: 'roundHasResults', order: 1, kind: 'test' },
      ]);
    // A round without results may go.
    expect(driveEditProblems(drive, { ...sameTerms, rounds: [{ kind: 'test' }] }, [])).toEqual([]);
  });

  it('words every refusal and the limits the screen shows', () => {
    expect(describeDriveEditReason({ rule: 'ctcFixed', applicants: 3, ctcTotal: 650_000 })).toBe(
      'The CTC stays ₹6,50,000: 3 students applied on it',
    );
    expect(describeDriveEditReason({ rule: 'roundHasResults', order: 1, kind: 'test' })).toBe(
      'Round 1 (Online test) has published results: it cannot be removed or become another kind of round',
    );
    expect(driveEditLimits(0, 0)).toEqual(['Every term of this drive may still change.']);
    expect(driveEditLimits(3, 1).join(' ')).toMatch(/3 students applied: the CTC cannot change/);
  });
});
