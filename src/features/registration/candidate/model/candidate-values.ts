import type { CandidateBranch, CandidateTextField } from '@/lib/options/candidate';
import type { VerifiedEmails } from '@/features/verification/public';

/** How the college text came about: a picked suggestion (its id) or the manual-entry option. */
export type CollegeChoice = { source: 'suggestion'; id: string } | { source: 'manual' };

/**
 * Everything the candidate types into the form, and nothing else: a draft of these values restores the form.
 * One shape for all three types; the payload builder takes only the fields of the route's type.
 */
export interface CandidateFormValues extends Partial<Record<Exclude<CandidateTextField, 'branch'>, string>> {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  confirmPassword?: string;
  verifiedEmails?: VerifiedEmails;
  collegeChoice?: CollegeChoice;
  /** Students' profile fields, and the freshers' and professionals' (see CANDIDATE_PROFILE_FIELDS). */
  skills?: string;
  branch?: CandidateBranch | '';
  /** The branch typed in when 'Others' is chosen. */
  otherBranch?: string;
  /** The chosen resume file itself (a draft keeps it as a Blob). */
  resume?: File;
}

export const EMPTY_CANDIDATE_VALUES: CandidateFormValues = {};
