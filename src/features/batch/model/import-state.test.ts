import { describe, expect, it } from 'vitest';
import { readBatchCsv } from '@/lib/season/record-csv';
import { badRows, goodRows, withServerReasons } from './import-state';

const FILE = `Roll No,Name,Email,Branch,Graduation Year,CGPA,10th %,12th %,Active Backlogs,Total Backlogs
21CS001,Aarav,aarav@college.edu,CSE,2026,8.4,91,88,0,0
21CS002,Diya,diya@college,CSE,2026,7.9,85,80,0,0
21CS003,Kabir,kabir@college.edu,CSE,2026,7.1,80,75,0,0
`;

describe('merging the server’s refusal into the preview', () => {
  it('adds each reason to the row the server named by its index among the rows sent', () => {
    const preview = readBatchCsv(FILE);
    const sent = goodRows(preview.rows);
    expect(sent.map(({ row }) => row)).toEqual([2, 4]);
    const merged = withServerReasons(preview, sent, {
      message: 'Nothing was imported',
      code: 'batch_rows_invalid',
      rows: [
        {
          index: 1,
          rollNumber: '21CS003',
          reasons: [{ code: 'email_in_batch', field: 'email', message: 'E-mail taken' }],
        },
      ],
    });
    expect(badRows(merged.rows).map(({ row }) => row)).toEqual([3, 4]);
    expect(merged.rows[2]?.reasons.map(({ code }) => code)).toEqual(['email_in_batch']);
    expect(goodRows(merged.rows).map(({ row }) => row)).toEqual([2]);
  });
});
