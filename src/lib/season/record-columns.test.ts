import { describe, expect, it } from 'vitest';
import { EXPORT_HEADINGS, fieldForHeading, missingColumns, suggestMapping } from './record-columns';

describe('column headings', () => {
  it.each([
    ['Roll No', 'rollNumber'],
    ['Reg. No.', 'rollNumber'],
    ['USN', 'rollNumber'],
    ['Student Name', 'name'],
    ['Email ID', 'email'],
    ['E-mail', 'email'],
    ['Programme/Branch', 'branch'],
    ['Department', 'branch'],
    ['Year of Passing', 'graduationYear'],
    ['CGPA/10', 'cgpa'],
    ['CGPA (out of 10)', 'cgpa'],
    ['X %', 'tenthPercent'],
    ['SSLC', 'tenthPercent'],
    ['XII %', 'twelfthPercent'],
    ['12th/Diploma %', 'twelfthPercent'],
    ['Diploma %', 'diplomaPercent'],
    ['Active Backlogs', 'activeBacklogs'],
    ['Standing Arrears', 'activeBacklogs'],
    ['History of Arrears', 'totalBacklogs'],
    ['\uFEFFRoll Number', 'rollNumber'],
  ])('reads “%s” as %s', (heading, field) => {
    expect(fieldForHeading(heading)).toBe(field);
  });

  it('leaves headings it does not know unmatched', () => {
    expect(fieldForHeading('Father’s name')).toBeUndefined();
    expect(fieldForHeading('Class 10 board')).toBeUndefined();
  });

  it('maps each field to the first column that names it and reports the required ones left', () => {
    const mapping = suggestMapping(['Sl No', 'Reg No', 'Name', 'Roll No', 'Email ID', 'Branch']);
    expect(mapping).toEqual({ rollNumber: 1, name: 2, email: 4, branch: 5 });
    expect(missingColumns(mapping)).toEqual([
      'graduationYear',
      'cgpa',
      'tenthPercent',
      'activeBacklogs',
      'totalBacklogs',
      'twelfthPercent',
    ]);
  });

  it('needs the 12th % or the diploma % column, not both', () => {
    const both = suggestMapping(EXPORT_HEADINGS);
    expect(missingColumns(both)).toEqual([]);
    const { twelfthPercent: _twelfth, ...diplomaOnly } = both;
    expect(missingColumns(diplomaOnly)).toEqual([]);
    const { diplomaPercent: _diploma, ...neither } = diplomaOnly;
    expect(missingColumns(neither)).toEqual(['twelfthPercent']);
  });

  it('matches every heading the export writes', () => {
    expect(Object.keys(suggestMapping(EXPORT_HEADINGS))).toHaveLength(EXPORT_HEADINGS.length);
  });
});
