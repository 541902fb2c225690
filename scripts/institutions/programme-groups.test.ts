import { describe, expect, it } from 'vitest';
import { formatIntake, intakeByGroup, programmeGroup } from './programme-groups';

describe('programmeGroup', () => {
  it.each([
    ['COMPUTER SCIENCE AND ENGINEERING (DATA SCIENCE)', 'cse'],
    ['INFORMATION TECHNOLOGY', 'cse'],
    ['ARTIFICIAL INTELLIGENCE (AI) AND DATA SCIENCE', 'cse'],
    ['ELECTRONICS AND COMPUTER ENGINEERING', 'cse'],
    ['ELECTRICAL AND ELECTRONICS ENGINEERING', 'electrical'],
    ['ELECTRONICS & COMMUNICATION ENGG', 'electrical'],
    ['VLSI DESIGN', 'electrical'],
    ['INSTRUMENTATION AND CONTROL ENGINEERING', 'electrical'],
    ['MECHANICAL ENGINEERING (PROD)', 'mech'],
    ['AUTOMOBILE ENGINEERING', 'mech'],
    ['CAD/CAM', 'mech'],
    ['MECHATRONICS', 'mech'],
    ['ROBOTICS AND ARTIFICIAL INTELLIGENCE', 'mech'],
    ['AERONAUTICAL ENGINEERING', 'mech'],
    ['CIVIL ENGINEERING', 'others'],
    ['CHEMICAL ENGINEERING', 'others'],
    ['BIOTECHNOLOGY', 'others'],
  ])('%s → %s', (course, group) => {
    expect(programmeGroup(course)).toBe(group);
  });
});

describe('intakeByGroup', () => {
  const cse = (level: 'UG' | 'D' | 'PG', intake: number) => ({
    course: 'COMPUTER ENGINEERING',
    level,
    intake,
  });

  it('counts under-graduate programmes when there are any, summing each group', () => {
    expect(
      intakeByGroup([
        cse('UG', 120),
        cse('D', 60),
        { course: 'CIVIL ENGINEERING', level: 'UG', intake: 60 },
        cse('UG', 60),
      ]),
    ).toEqual({ level: 'UG', intake: { cse: 180, others: 60 } });
  });

  it('falls back to diploma, then to post-graduate programmes', () => {
    expect(intakeByGroup([cse('PG', 18), cse('D', 60)])).toEqual({ level: 'D', intake: { cse: 60 } });
    expect(intakeByGroup([cse('PG', 18)])).toEqual({ level: 'PG', intake: { cse: 18 } });
    expect(intakeByGroup([])).toBeNull();
  });

  it("writes intake in the form's group order", () => {
    expect(formatIntake({ others: 30, cse: 540, electrical: 120 })).toBe('electrical=120 cse=540 others=30');
  });
});
