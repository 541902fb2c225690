import { asOptions, type Option } from './option';

/** Option lists of the company form and job posts (spec sections 3 and 9). */
export const EMPLOYEE_RANGES = ['1-25', '26-50', '51-100', '100+'] as const;

export const DESIGNATIONS = [
  'ceo',
  'cto',
  'vp',
  'director',
  'senior_manager',
  'manager',
  'project_manager',
  'team_lead',
  'principal_engineer',
  'staff_engineer',
  'senior_software_engineer',
  'software_engineer',
  'junior_software_engineer',
  'trainee_software_engineer',
  'intern',
] as const;

/** Values whose words are not simply capitalised (acronyms). */
const DESIGNATION_LABEL_OVERRIDES: Record<string, string> = {
  ceo: 'CEO',
  cto: 'CTO',
  vp: 'VP',
  pcb_designer: 'PCB Designer',
};

export const JOB_ROLES = [
  'hardware_engineer',
  'embedded_developer',
  'pcb_designer',
  'product_architect',
  'procurement_specialist',
  'domain_expert',
  'mechanical_designer',
  'product_manager',
  'product_designer',
  'integration_engineer',
  'firmware_developer',
  'any_other',
] as const;
export type JobRole = (typeof JOB_ROLES)[number];

/** 'senior_software_engineer' → 'Senior Software Engineer'. */
export function labelFromValue(value: string): string {
  return (
    DESIGNATION_LABEL_OVERRIDES[value] ??
    value
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

export const DESIGNATION_OPTIONS: Option[] = asOptions(DESIGNATIONS, labelFromValue);
export const JOB_ROLE_OPTIONS: Option[] = asOptions(JOB_ROLES, labelFromValue);

/** Salary choices in LPA. The maximum list runs further; it only offers values above the chosen minimum. */
export const MIN_SALARY_LPA = [1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 12, 15] as const;
const MAX_SALARY_LPA = [
  1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 12, 15, 18, 20, 25, 30, 35, 40, 45, 50,
] as const;

export function salaryLabel(lpa: number | string): string {
  return `${lpa} LPA`;
}

/** Maximum salaries offered for a minimum: only values strictly above it (all of them when none is chosen). */
export function maxSalaryChoices(min: string | number | undefined): number[] {
  const floor = min === undefined || min === '' ? -Infinity : Number(min);
  return MAX_SALARY_LPA.filter((value) => value > floor);
}

/** The maximum to keep after the minimum changes: cleared unless it is still higher. */
export function maxAfterMinChange(newMin: string, currentMax: string): string {
  if (!currentMax || !newMin) return currentMax;
  return Number(currentMax) > Number(newMin) ? currentMax : '';
}
