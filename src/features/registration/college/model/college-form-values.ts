import type { CollegeSuggestion } from '@/lib/api/registration-contract';
import { PROGRAM_BRANCHES, type Department, type ProgramBranch } from '@/lib/options/college';
import type { VerifiedEmails } from '@/features/verification/public';

/** One repeatable primary-contact row; `id` keeps React keys and drafts stable while rows are added or removed. */
export interface PrimaryContactRow {
  id: string;
  name?: string;
  designation?: string;
  department?: Department | '';
  email?: string;
  phone?: string;
}

/** A branch checkbox and its section count ('' until chosen; cleared when the branch is unchecked). */
export interface BranchChoice {
  offered?: boolean;
  sections?: string;
}

/**
 * Everything the user enters on the college form. All of it lives in the react-final-form values (nothing in
 * component state) so a draft can be saved and restored from this object alone. Text values are optional because
 * react-final-form stores a cleared input as undefined.
 */
export interface CollegeFormValues {
  college_name?: string;
  /** The suggestion the name was picked from; dropped as soon as the name is typed again. */
  collegePick?: CollegeSuggestion | undefined;
  /**
   * The value each detail (address, affiliation) got from a pick, kept across later typing in the name and in the
   * draft: while a detail still holds it, the next pick may replace it and clearing the name removes it.
   */
  pickFilled?: Partial<Record<'college_address' | 'university', string>> | undefined;
  /** The pick (its id) whose branches the TPO already used or declined, so they are not offered again. */
  branchesOfferSettled?: string | undefined;
  university?: string;
  website?: string;
  student_strength?: string;
  college_address?: string;
  primary_contacts: PrimaryContactRow[];
  tpo_name?: string;
  tpo_email?: string;
  tpo_phone?: string;
  password?: string;
  confirmPassword?: string;
  branches: Record<ProgramBranch, BranchChoice>;
  acknowledge?: boolean;
  verifiedEmails?: VerifiedEmails;
}

/** The TPO e-mail field: its verification is tracked under verifiedEmails.tpo_email. */
export const TPO_EMAIL_FIELD = 'tpo_email';

function newRowId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `row-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * A new row holds only its id: react-final-form resets a re-registered field to its initial value, so rows
 * shifting up after a delete would be wiped if the initial values held '' for every row field.
 */
export function emptyPrimaryContact(): PrimaryContactRow {
  return { id: newRowId() };
}

/** A blank form: one empty primary contact (spec section 4) and every branch unchecked. */
export function createCollegeFormValues(): CollegeFormValues {
  return {
    college_name: '',
    university: '',
    website: '',
    student_strength: '',
    college_address: '',
    primary_contacts: [emptyPrimaryContact()],
    tpo_name: '',
    tpo_email: '',
    tpo_phone: '',
    password: '',
    confirmPassword: '',
    branches: Object.fromEntries(
      PROGRAM_BRANCHES.map(({ value }) => [value, { offered: false, sections: '' }]),
    ) as Record<ProgramBranch, BranchChoice>,
    acknowledge: false,
  };
}
