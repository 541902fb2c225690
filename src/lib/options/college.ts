import type { Option } from './option';

/** Option lists of the college form (spec section 3). */

export const DEPARTMENTS = ['CSE', 'ECE', 'EEE', 'MECH', 'CIVIL', 'IT', 'OTHERS'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const PROGRAM_BRANCHES = [
  { value: 'electrical', label: 'Electrical and Electronics allied branches' },
  { value: 'cse', label: 'Computer science and allied Branches' },
  { value: 'mech', label: 'Mechanical and allied Branches' },
  { value: 'others', label: 'Others' },
] as const satisfies readonly Option[];
export type ProgramBranch = (typeof PROGRAM_BRANCHES)[number]['value'];
export const PROGRAM_BRANCH_VALUES = PROGRAM_BRANCHES.map((b) => b.value);
