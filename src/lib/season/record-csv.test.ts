import { describe, expect, it } from 'vitest';
import { csvRows, readBatchCsv, recordsToCsv } from './record-csv';
import type { StudentRecord } from './student-record';

const FILE = [
  'Reg. No.,Student Name,Email ID,Branch,Year of Passing,CGPA/10,X %,XII %,Active Backlogs,Total Backlogs',
  '21CS001,Aarav Sharma,aarav@college.edu,Computer Science & Engg,2026,8.4,91%,88,0,0',
  '21CS002,Diya Iyer,diya@college,CSE,2026,7.9,85,80,Nil,1',
  '21CS001,Kabir Rao,kabir@college.edu,ECE,2026,7.1,80,75,0,0',
  '21ME004,Meera Nair,meera@college.edu,Aeronautical,2026,11,70,72,2,1',
  '',
].join('\r\n');

describe('reading a batch file', () => {
  it('matches the headings, reads the good rows and says why each bad row is bad', () => {
    const preview = readBatchCsv(FILE);
    expect(preview.missing).toEqual([]);
    expect(preview.rows.map(({ row }) => row)).toEqual([2, 3, 4, 5]);
    expect(preview.rows[0]).toEqual({
      row: 2,
      candidate: {
        rollNumber: '21CS001',
        name: 'Aarav Sharma',
        email: 'aarav@college.edu',
        programme: 'btech',
        branch: 'CSE',
        graduationYear: 2026,
        cgpa: 8.4,
        tenthPercent: 91,
        twelfthPercent: 88,
        activeBacklogs: 0,
        totalBacklogs: 0,
      },
      reasons: [],
    });
    expect(preview.rows[1]?.reasons.map(({ message }) => message)).toEqual([
      'E-mail “diya@college” is not a valid address',
    ]);
    expect(preview.rows[2]?.reasons.map(({ code }) => code)).toEqual(['duplicate_roll_number']);
    expect(preview.rows[3]?.reasons.map(({ code }) => code)).toEqual([
      'branch_unknown',
      'cgpa_out_of_range',
      'active_exceeds_total',
    ]);
  });

  it('uses the mapping the TPO chose instead of the guess', () => {
    const preview = readBatchCsv('A,B\n1,2\n', { rollNumber: 1, name: 0 });
    expect(preview.rows[0]?.candidate).toMatchObject({ rollNumber: '2', name: '1' });
    expect(preview.missing).toContain('email');
  });

  it('reports a cell it cannot read with its text', () => {
    const preview = readBatchCsv(FILE.replace('7.9', 'seven'));
    expect(preview.rows[1]?.reasons.map(({ message }) => message)).toContain('CGPA “seven” cannot be read');
  });

  it('reports progress up to the last row', () => {
    const calls: number[] = [];
    readBatchCsv(FILE, undefined, (done) => calls.push(done));
    expect(calls.at(-1)).toBe(4);
  });
});

describe('writing a batch file', () => {
  const record: StudentRecord = {
    rollNumber: '21CS001',
    name: 'अनन्या, "Anu" Gupta',
    email: 'ananya@college.edu',
    programme: 'btech',
    branch: 'CSE',
    graduationYear: 2026,
    cgpa: 9.1,
    tenthPercent: 95,
    diplomaPercent: 82,
    activeBacklogs: 0,
    totalBacklogs: 0,
  };

  it('starts with a byte-order mark and reads back as the same record', () => {
    const csv = recordsToCsv([record]);
    expect(csv.startsWith('\uFEFFRoll No,Name,Email,Programme,Branch')).toBe(true);
    const preview = readBatchCsv(csv);
    expect(preview.missing).toEqual([]);
    expect(preview.rows).toEqual([{ row: 2, candidate: record, reasons: [] }]);
  });

  it('writes a formula-like name as text', () => {
    const csv = recordsToCsv([{ ...record, name: '=HYPERLINK("x")' }]);
    expect(csvRows(csv)[1]?.[1]).toBe(`'=HYPERLINK("x")`);
  });
});
