import { describe, expect, it } from 'vitest';
import { studentTableData } from './student-table';

describe('the list of students behind a figure', () => {
  it('name the institution for higher studies and the offer for a placed student', () => {
    const { rows, csv } = studentTableData([
      {
        rollNumber: 'A',
        name: 'Asha',
        programmeType: 'UG 4-year',
        branch: 'CSE',
        graduationYear: 2024,
        outcome: 'higher-studies',
        institution: 'IISc',
        course: 'M.Tech',
      },
      {
        rollNumber: 'B',
        name: 'Bala',
        programmeType: 'UG 4-year',
        branch: 'ECE',
        graduationYear: 2024,
        outcome: 'placed',
        company: 'Bosch',
        source: 'campus',
        fixed: 6_00_000,
        variable: 50_000,
        joiningBonus: 25_000,
        ctc: 6_75_000,
      },
    ]);
    expect(rows[0]?.slice(4, 6)).toEqual(['Higher studies', 'IISc, M.Tech']);
    expect(rows[1]?.slice(4)).toEqual([
      'Placed',
      'Bosch',
      'campus',
      '₹6,00,000',
      '₹50,000',
      '₹25,000',
      '₹6,75,000',
    ]);
    // The export: rupees as numbers (the headings name the unit), and nothing where there is no offer.
    expect(csv.rows[1]?.slice(7)).toEqual([6_00_000, 50_000, 25_000, 6_75_000]);
    expect(csv.rows[0]?.slice(6)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(csv.headings.slice(7)).toEqual(['Fixed (₹)', 'Variable (₹)', 'Joining bonus (₹)', 'CTC (₹)']);
  });
});
