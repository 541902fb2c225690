import { describe, expect, it } from 'vitest';
import { batchEmailReasons, duplicateReasons, recordReasons, type RecordCandidate } from './record-rules';

const good: RecordCandidate = {
  rollNumber: '21CS001',
  name: 'Aarav Sharma',
  email: 'aarav@example.edu',
  programme: 'btech',
  branch: 'CSE',
  graduationYear: 2026,
  cgpa: 8.2,
  tenthPercent: 91,
  twelfthPercent: 88.5,
  activeBacklogs: 0,
  totalBacklogs: 1,
};
const codesOf = (record: Partial<RecordCandidate>) =>
  recordReasons({ ...good, ...record }).map(({ code, field }) => `${field}:${code}`);

describe('record rules', () => {
  it('accepts a good record', () => {
    expect(recordReasons(good)).toEqual([]);
  });

  it.each<[Partial<RecordCandidate>, string]>([
    [{ rollNumber: '' }, 'rollNumber:required'],
    [{ rollNumber: '21 CS 001' }, 'rollNumber:roll_number_format'],
    [{ rollNumber: 'A'.repeat(21) }, 'rollNumber:roll_number_format'],
    [{ name: '' }, 'name:required'],
    [{ name: 'N'.repeat(101) }, 'name:name_too_long'],
    [{ email: 'aarav@' }, 'email:email_malformed'],
    [{ programme: 'phd' }, 'programme:programme_unknown'],
    [{ branch: 'AERO' }, 'branch:branch_unknown'],
    [{ branch: '' }, 'branch:required'],
    [{ graduationYear: 2014 }, 'graduationYear:year_out_of_range'],
    [{ graduationYear: 2026.5 }, 'graduationYear:year_out_of_range'],
    [{ cgpa: 10.01 }, 'cgpa:cgpa_out_of_range'],
    [{ cgpa: -1 }, 'cgpa:cgpa_out_of_range'],
    [{ cgpa: Number.NaN }, 'cgpa:cgpa_out_of_range'],
    [{ tenthPercent: 100.5 }, 'tenthPercent:percent_out_of_range'],
    [{ twelfthPercent: 101 }, 'twelfthPercent:percent_out_of_range'],
    [{ twelfthPercent: undefined }, 'twelfthPercent:twelfth_or_diploma_required'],
    [{ activeBacklogs: 1.5 }, 'activeBacklogs:backlogs_invalid'],
    [{ totalBacklogs: 100 }, 'totalBacklogs:backlogs_invalid'],
    [{ activeBacklogs: 2, totalBacklogs: 1 }, 'activeBacklogs:active_exceeds_total'],
  ])('refuses %o with %s', (change, expected) => {
    expect(codesOf(change)).toEqual([expected]);
  });

  it('accepts the boundaries of every range', () => {
    expect(codesOf({ cgpa: 10, tenthPercent: 0, twelfthPercent: 100, graduationYear: 2015 })).toEqual([]);
    expect(codesOf({ twelfthPercent: undefined, diplomaPercent: 76 })).toEqual([]);
    expect(codesOf({ activeBacklogs: 3, totalBacklogs: 3 })).toEqual([]);
  });

  it('says which value broke the rule', () => {
    expect(recordReasons({ ...good, cgpa: 11 })[0]?.message).toBe('CGPA 11 is not between 0 and 10');
    expect(recordReasons({ ...good, activeBacklogs: 3, totalBacklogs: 2 })[0]?.message).toBe(
      'Active backlogs (3) exceed total backlogs (2)',
    );
  });
});

describe('batch rules', () => {
  it('reports a repeated roll number or e-mail on the later row, naming the first', () => {
    const found = duplicateReasons([
      { rollNumber: '21CS001', email: 'a@x.in' },
      { rollNumber: '21cs001', email: 'b@x.in' },
      { rollNumber: '21CS003', email: 'A@x.in' },
    ]);
    expect([...found.keys()]).toEqual([1, 2]);
    expect(found.get(1)).toEqual([
      { code: 'duplicate_roll_number', field: 'rollNumber', message: 'Roll number 21cs001 repeats row 1' },
    ]);
    expect(found.get(2)?.map(({ code }) => code)).toEqual(['duplicate_email']);
  });

  it('refuses an e-mail another student of the batch keeps, but not one they give up in the same import', () => {
    const existing = [
      { rollNumber: '21CS001', email: 'a@x.in' },
      { rollNumber: '21CS002', email: 'b@x.in' },
    ];
    const taken = batchEmailReasons(existing, [{ rollNumber: '21CS009', email: 'A@x.in' }]);
    expect(taken.get(0)?.[0]?.message).toBe(
      'E-mail A@x.in already belongs to roll number 21CS001 in the batch',
    );
    const swapped = batchEmailReasons(existing, [
      { rollNumber: '21CS001', email: 'b@x.in' },
      { rollNumber: '21CS002', email: 'a@x.in' },
    ]);
    expect(swapped.size).toBe(0);
    expect(batchEmailReasons(existing, [{ rollNumber: '21CS001', email: 'a@x.in' }]).size).toBe(0);
  });
});
