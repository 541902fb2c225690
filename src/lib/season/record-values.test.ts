import { describe, expect, it } from 'vitest';
import { readBranch, readCount, readNumber, readProgramme, readYear } from './record-values';

describe('reading cells', () => {
  it('reads numbers with a percent sign or an out-of', () => {
    expect(readNumber(' 85.4 % ')).toBe(85.4);
    expect(readNumber('8.5/10')).toBe(8.5);
    expect(readNumber('72/100')).toBe(72);
    expect(readNumber('8,5')).toBeUndefined();
    expect(readNumber('eight')).toBeUndefined();
    expect(readNumber('')).toBeUndefined();
  });

  it('reads blank, dash and Nil backlogs as 0 and refuses fractions', () => {
    expect(readCount('')).toBe(0);
    expect(readCount('Nil')).toBe(0);
    expect(readCount('-')).toBe(0);
    expect(readCount('3')).toBe(3);
    expect(readCount('1.5')).toBeUndefined();
  });

  it('reads a graduating year or the end of a span', () => {
    expect(readYear('2026')).toBe(2026);
    expect(readYear('2022-26')).toBe(2026);
    expect(readYear('2022 – 2026')).toBe(2026);
    expect(readYear('26')).toBeUndefined();
  });

  it.each([
    ['Computer Science & Engg', 'CSE'],
    ['Computer Science and Engineering', 'CSE'],
    ['cse', 'CSE'],
    ['CSE (AI & ML)', 'CSE-AIML'],
    ['Artificial Intelligence and Data Science', 'CSE-AIDS'],
    ['Electronics & Communication Engg.', 'ECE'],
    ['E&TC', undefined],
    ['Mech', 'MECH'],
    ['Information Tech.', 'IT'],
  ])('reads the branch “%s” as %s', (cell, branch) => {
    expect(readBranch(cell).branch).toBe(branch);
  });

  it('reads a programme written in the branch cell', () => {
    expect(readBranch('B.Tech CSE')).toEqual({ branch: 'CSE', programme: 'btech' });
    expect(readBranch('M.Tech in Computer Science')).toEqual({ branch: 'CSE', programme: 'mtech' });
    expect(readBranch('Aeronautical')).toEqual({});
  });

  it('reads programmes as written', () => {
    expect(readProgramme('B.E.')).toBe('btech');
    expect(readProgramme('B.Tech')).toBe('btech');
    expect(readProgramme('MCA')).toBe('mca');
    expect(readProgramme('PhD')).toBeUndefined();
  });
});
