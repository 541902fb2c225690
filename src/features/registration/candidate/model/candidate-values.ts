import type { CandidateBranch } from '@/lib/options/candidate';
import type { VerifiedEmails } from '@/features/verification/model/verified-emails';

/** How the college text came about: a picked suggestion (its id) or the manual-entry option. */
export type CollegeChoice = { source: 'suggestion'; id: string } | { source: 'manual' };

/**
 * Everything the candidate types into the form, and nothing else: a draft of these values restores the form.
 * One shape for all three types; the payload builder takes only the fields of the route's type.
 */
export interface CandidateFormValues {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  confirmPassword?: string;
  verifiedEmails?: VerifiedEmails;
  // students
  college?: string;
  collegeChoice?: CollegeChoice;
  year?: string;
  /** Joining year for students, pass-out year for freshers (the API calls both joiningyear). */
  joiningyear?: string;
  branch?: CandidateBranch | '';
  /** The branch typed in when 'Others' is chosen. */
  otherBranch?: string;
  skills?: string;
  // freshers
  degree?: string;
  // working professionals
  currentCompany?: string;
  currentRole?: string;
  experience?: string;
  /** The chosen resume file itself (a draft keeps it as a Blob). */
  resume?: File;
}

export const EMPTY_CANDIDATE_VALUES: CandidateFormValues = {};
