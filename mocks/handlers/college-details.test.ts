import { describe, expect, it } from 'vitest';
import { parseCollegeDetails, sectionsFor } from './college-details';

describe('college details', () => {
  it('counts sections of 60 students, at least 1 and at most 20', () => {
    expect([1, 60, 61, 180, 1200, 1201, 5000].map(sectionsFor)).toEqual([1, 1, 2, 3, 20, 20, 20]);
  });

  it('reads address, university and programmes in the form’s branch order', () => {
    const details = parseCollegeDetails(
      '# comment\n1-1\tMysore Road\tVTU\tUG\tcse=540 electrical=120 others=30\n1-2\tMain Road\tBoard\n',
    );
    expect(details.get('1-1')).toEqual({
      address: 'Mysore Road',
      university: 'VTU',
      programs: [
        { branch: 'electrical', sections: 2 },
        { branch: 'cse', sections: 9 },
        { branch: 'others', sections: 1 },
      ],
    });
    expect(details.get('1-2')).toEqual({ address: 'Main Road', university: 'Board', programs: [] });
  });
});
