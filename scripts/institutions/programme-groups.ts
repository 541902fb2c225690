import type { InstitutionLevel } from '../../src/lib/institutions/institution-levels';
import { PROGRAM_BRANCH_VALUES, type ProgramBranch } from '../../src/lib/options/college';

/**
 * Which of the college form's four branch groups an AICTE course belongs to. The first rule that matches wins:
 * machine-side courses whose names mention computers or electronics (CAD/CAM, mechatronics, robotics) go to
 * mechanical before the computer and electrical words are looked at; what matches nothing is 'others' (civil,
 * chemical, biotechnology, textile...).
 */
const RULES: readonly (readonly [ProgramBranch, RegExp])[] = [
  ['mech', /CAD.?CAM|COMPUTER AIDED|MECHATRONIC|ROBOTIC|AUTOMATION/],
  [
    'cse',
    /COMPUTER|INFORMATION (TECHNOLOGY|SCIENCE)|ARTIFICIAL INTELLIGENCE|\bAI\b|DATA SCIENCE|MACHINE LEARNING|CYBER|SOFTWARE|INTERNET OF THINGS|\bIOT\b|BLOCK ?CHAIN|CLOUD|COMPUTING/,
  ],
  ['electrical', /ELECTRIC|ELECTRONIC|INSTRUMENTATION|COMMUNICATION|TELECOM|POWER|VLSI|EMBEDDED|SIGNAL/],
  [
    'mech',
    /MECHANIC|AUTOMOBILE|AUTOMOTIVE|PRODUCTION|MANUFACTUR|INDUSTRIAL ENGINEERING|AERONAUTIC|AEROSPACE|MARINE ENGINEERING|THERMAL|MACHINE DESIGN|DESIGN ENGINEERING|ENGINEERING DESIGN|TOOL|REFRIGERATION/,
  ],
];

export function programmeGroup(course: string): ProgramBranch {
  const name = course.toUpperCase();
  return RULES.find(([, pattern]) => pattern.test(name))?.[0] ?? 'others';
}

/** One programme of the export: 'COURSE|LEVEL|INTAKE'. */
export interface Programme {
  course: string;
  level: InstitutionLevel;
  intake: number;
}

/**
 * The level whose programmes the college form's branch sections are counted from: under-graduate when the
 * institution has it (what a placement officer registers), else diploma, else whatever it has (post-graduate).
 */
const COUNTED_LEVELS: readonly InstitutionLevel[] = ['UG', 'D', 'INT', 'PG', 'PD', 'PGD', 'PGC'];

/** Annual intake per branch group at the counted level, e.g. { level: 'UG', intake: { cse: 540, ... } }. */
export function intakeByGroup(programmes: readonly Programme[]): {
  level: InstitutionLevel;
  intake: Partial<Record<ProgramBranch, number>>;
} | null {
  const level = COUNTED_LEVELS.find((candidate) => programmes.some((p) => p.level === candidate));
  if (!level) return null;
  const intake: Partial<Record<ProgramBranch, number>> = {};
  for (const programme of programmes) {
    if (programme.level !== level) continue;
    const group = programmeGroup(programme.course);
    intake[group] = (intake[group] ?? 0) + programme.intake;
  }
  return { level, intake };
}

/** 'cse=540 electrical=120' in the form's group order; the details file's last column. */
export function formatIntake(intake: Partial<Record<ProgramBranch, number>>): string {
  return PROGRAM_BRANCH_VALUES.filter((group) => intake[group] !== undefined)
    .map((group) => `${group}=${intake[group]}`)
    .join(' ');
}
